// Values the federation preset defines at build time (tooling/rspack-preset.ts).
declare const __MFP_ENV__: string;
declare const __MFP_SITE__: string;
declare const __MFP_BUILD_VERSION__: string;
declare const __MFP_CONFIG_URL__: string;
