import { startEarlyFetches } from './federation/early-fetch';
import { preloadLeadImage } from './boot/lead-image-preload';

// Config and remote manifests start now, in parallel with the shared singletons (no boot waterfall).
startEarlyFetches();
// A repeat visit of the home page: the picture it painted last, while the shell boots.
preloadLeadImage();
// The async boundary: shared singletons are negotiated before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
