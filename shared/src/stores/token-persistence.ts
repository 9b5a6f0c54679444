import { storage } from '../storage';

// Where the session token lives between page loads (spec 3, browser storage key `token`).

/** Reads, writes and clears the stored token. */
export interface TokenPersistence {
  read(): string | null;
  write(token: string): void;
  clear(): void;
}

/** The token in browser storage through the typed accessors (key `token`). */
export const localTokenPersistence: TokenPersistence = {
  read: () => storage.get('token'),
  write: (token) => storage.set('token', token),
  clear: () => storage.remove('token'),
};

let persistence: TokenPersistence = localTokenPersistence;

/** Replaces where the token is stored (the host calls this at boot with the typed storage accessors). */
export function setTokenPersistence(p: TokenPersistence): void {
  persistence = p;
}

/** The current token persistence. */
export function tokenPersistence(): TokenPersistence {
  return persistence;
}
