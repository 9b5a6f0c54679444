/** What mfe_lobby exposes to the host; each entry is typed against shared/src/contracts. */
export const exposes = {
  './app': './src/exposes/app.tsx',
  './lobby-overlay': './src/exposes/lobby-overlay.tsx',
};
