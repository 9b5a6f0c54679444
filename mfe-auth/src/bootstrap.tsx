import { mountDevHarness } from '@mfp/shared/dev-harness';
import App from './exposes/app';

// Standalone run (`pnpm --filter @mfp/mfe-auth dev`): the dev harness gives what the host gives.
void mountDevHarness(App, { basePath: '/register', title: 'Auth' });
