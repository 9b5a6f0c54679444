/** What mfe_games exposes to the host; each entry is typed against shared/src/contracts. */
export const exposes = {
  './app': './src/exposes/app.tsx',
  './game-overlay': './src/exposes/game-overlay.tsx',
};
