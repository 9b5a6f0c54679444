/**
 * Which reality check of a session the member has answered, shared by the site's windows through
 * localStorage: "Keep playing" in the member window closes the box in the main window too.
 */
const ACK_KEY = 'mfp:reality-check-ack';

export interface RealityAck {
  loginAt: number;
  due: number;
}

/** The last answered check of the session that logged in at `loginAt` (0: none). */
export function readAck(loginAt: number, storage: Storage = window.localStorage): number {
  try {
    const raw = storage.getItem(ACK_KEY);
    const v = raw ? (JSON.parse(raw) as Partial<RealityAck>) : null;
    return v && v.loginAt === loginAt && typeof v.due === 'number' ? v.due : 0;
  } catch {
    return 0;
  }
}

/** Records the answer to check `due` of the session. */
export function writeAck(ack: RealityAck, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(ACK_KEY, JSON.stringify(ack));
  } catch {
    // Storage refused (private mode): this window still closes its box.
  }
}

/** True for a storage event about the answered check. */
export const isAckEvent = (e: StorageEvent): boolean => e.key === ACK_KEY;
