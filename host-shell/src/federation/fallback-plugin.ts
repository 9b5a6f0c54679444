import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { describeFederationError, federationErrorCode } from './error-codes';

/** The module a failed remote resolves to; the host's remote area shows its fallback for it. */
export const FALLBACK_MODULE = Object.freeze({ __mfpFallback: true as const });

/** The marker for one failure, carrying its cause (a missing chunk after a release reloads the page once). */
export const fallbackModule = (error: unknown) => Object.freeze({ ...FALLBACK_MODULE, error });

/**
 * A remote that cannot be loaded (down, a missing chunk, a broken entry) resolves to a marker
 * module instead of an unhandled rejection, so only its own area shows the failure, with a retry.
 * Runtime plugins run before shared modules are negotiated: nothing here may import React.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mfp-fallback-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(
        `[mfp] remote ${id}: ${describeFederationError(federationErrorCode(error))} (${lifecycle})`,
        error,
      );
      // Only a module load may resolve to the marker: at 'afterResolve' the runtime expects a
      // manifest, and a marker there turns into an uncaught 'invalid manifest' error.
      return lifecycle === 'onLoad' ? fallbackModule(error) : undefined;
    },
  };
}
