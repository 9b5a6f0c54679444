import { isApiError, resolveError } from '@mfp/shared';

/** The form field a failed call's catalogue row names (spec 8 "show the message on the field"), if any. */
export function errorField(error: unknown): string | null {
  if (!isApiError(error) || !error.flow || typeof error.code !== 'number') return null;
  return resolveError(error.flow, error.code, error.message).field ?? null;
}
