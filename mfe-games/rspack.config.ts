import { federatedConfig } from '@mfp/tooling/rspack-preset.ts';
import { exposes } from './module-federation.config.ts';

export default federatedConfig({ packageDir: import.meta.dirname, role: 'remote', exposes, ssr: true });
