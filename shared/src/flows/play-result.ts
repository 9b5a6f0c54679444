import { PLAY_MAINTENANCE_CODE } from '../constants';
import type { MaintenanceInterval } from '../types';

/** What the play flow does after a failed play call (spec 4). */
export type PlayFailureDecision =
  | { kind: 'maintenance'; closeWindow: true; interval: MaintenanceInterval; showCustomerService: true }
  | { kind: 'error'; closeWindow: true; resetState: true; message: string };

const field = (data: unknown, key: 'start_at' | 'end_at'): string | null => {
  if (typeof data !== 'object' || data === null) return null;
  const v = (data as Record<string, unknown>)[key];
  return typeof v === 'string' && v !== '' ? v : null;
};

/** Code 203 closes the window and opens the maintenance box (optional start/end); others close, reset and show the message. */
export function decidePlayFailure(
  code: number | string,
  message: string,
  data: unknown,
): PlayFailureDecision {
  if (code === PLAY_MAINTENANCE_CODE) {
    return {
      kind: 'maintenance',
      closeWindow: true,
      interval: { start_at: field(data, 'start_at'), end_at: field(data, 'end_at') },
      showCustomerService: true,
    };
  }
  return { kind: 'error', closeWindow: true, resetState: true, message: message || 'pg.start_failed' };
}
