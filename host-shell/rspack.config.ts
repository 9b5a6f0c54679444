import { federatedConfig } from '@mfp/tooling/rspack-preset.ts';
import { runtimePlugins } from './module-federation.config.ts';

export default federatedConfig({ packageDir: import.meta.dirname, role: 'host', runtimePlugins });
