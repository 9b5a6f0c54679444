import { startEarlyFetches } from './federation/early-fetch';

// Config and remote manifests start now, in parallel with the shared singletons (no boot waterfall).
startEarlyFetches();
// The async boundary: shared singletons are negotiated before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
