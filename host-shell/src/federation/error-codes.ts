/**
 * Why a remote could not be loaded, as stable codes (after @module-federation/error-codes): logs and
 * tests name the code, not a sentence. The runtime's own RUNTIME-00x code, when its message carries
 * one, maps onto ours.
 */
export const FEDERATION_ERRORS = {
  'MFP-RUNTIME-001': 'manifest fetch failed',
  'MFP-RUNTIME-002': 'entry script failed',
  'MFP-RUNTIME-003': 'contract major mismatch',
  'MFP-RUNTIME-004': 'exposed module failed to load',
} as const;
export type FederationErrorCode = keyof typeof FEDERATION_ERRORS;

/** The module-federation runtime codes that tell which step failed (RUNTIME-003 manifest, -008 script). */
const RUNTIME_CODE_TO_OURS: ReadonlyArray<readonly [string, FederationErrorCode]> = [
  ['RUNTIME-003', 'MFP-RUNTIME-001'],
  ['RUNTIME-007', 'MFP-RUNTIME-001'],
  ['RUNTIME-008', 'MFP-RUNTIME-002'],
  ['RUNTIME-001', 'MFP-RUNTIME-002'],
];

/** A code and its description, as one log line: `MFP-RUNTIME-002 entry script failed`. */
export const describeFederationError = (code: FederationErrorCode): string =>
  `${code} ${FEDERATION_ERRORS[code]}`;

/** An Error carrying one of the codes; what it failed with stays its cause. */
export class FederationError extends Error {
  constructor(
    readonly code: FederationErrorCode,
    detail?: string,
    override readonly cause?: unknown,
  ) {
    super(detail ? `${describeFederationError(code)}: ${detail}` : describeFederationError(code));
    this.name = 'FederationError';
  }
}

/** The code of a failure the runtime reported: ours when it carries one, else by the runtime's code, else 004. */
export function federationErrorCode(error: unknown): FederationErrorCode {
  if (error instanceof FederationError) return error.code;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const own = /MFP-RUNTIME-00\d/.exec(message)?.[0];
  if (own && own in FEDERATION_ERRORS) return own as FederationErrorCode;
  for (const [runtime, ours] of RUNTIME_CODE_TO_OURS) if (message.includes(runtime)) return ours;
  return 'MFP-RUNTIME-004';
}
