import {
  errorText,
  getI18n,
  isAbortError,
  isApiError,
  refusalParams,
  resolveError,
  type ErrorFlow,
  type ResolvedError,
} from '@mfp/shared';

/** How to show a failed call: the resolved catalogue row, its text, and the form field it belongs on. */
export interface FailurePlan {
  resolved: ResolvedError;
  text: string;
  /** The visible form field to show the text on; absent means a toast or the form's alert. */
  field?: string;
  /** The server's data (a double-validation challenge rides on login 107 and 802). */
  data: unknown;
}

type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/** The page's language, for the times a refusal names; English before the host set one up. */
function language(): string {
  try {
    return getI18n().language;
  } catch {
    return 'en_US';
  }
}

const TRANSPORT_CODES: Readonly<Record<string, string>> = {
  requestTimeout: 'timeout',
  networkError: 'network',
};

/**
 * Resolves a failed call of `flow` through the error catalogue (spec 8). A row's field is kept only
 * when that field is on the form (`fields`), after renaming through `aliases` (the introducer row
 * names the member_agent or recommend_code field in use). Aborted calls give null.
 */
export function planFailure(
  flow: ErrorFlow,
  error: unknown,
  t: Translate,
  fields: readonly string[] = [],
  aliases: Readonly<Record<string, string>> = {},
): FailurePlan | null {
  if (isAbortError(error)) return null;
  const code = isApiError(error) ? error.code : 'networkError';
  const resolved =
    typeof code === 'string' && code in TRANSPORT_CODES
      ? resolveError('transport', TRANSPORT_CODES[code] ?? 'network')
      : resolveError(flow, code, isApiError(error) ? error.message : '', isApiError(error) ? refusalParams(error.data, language()) : undefined, isApiError(error) ? error.data : null);
  const target = resolved.field ? (aliases[resolved.field] ?? resolved.field) : undefined;
  const field = target && fields.includes(target) ? target : undefined;
  return {
    resolved,
    text: errorText(resolved, t),
    ...(field ? { field } : {}),
    data: isApiError(error) ? error.data : null,
  };
}
