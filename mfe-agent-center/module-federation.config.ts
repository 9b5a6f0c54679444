/** What mfe_agent_center exposes to the host; each entry is typed against shared/src/contracts. */
export const exposes = {
  './app': './src/exposes/app.tsx',
};
