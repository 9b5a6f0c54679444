/** What mfe_auth exposes to the host; each entry is typed against shared/src/contracts. */
export const exposes = {
  './app': './src/exposes/app.tsx',
  './auth-overlay': './src/exposes/auth-overlay.tsx',
};
