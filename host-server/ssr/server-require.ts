import { createRequire } from 'node:module';

/**
 * Loads a package as CommonJS, as @mfp/shared (CommonJS under tsx) and the shared table do: a package
 * with separate CommonJS and ES builds (react-router, react-i18next) is then one instance for the
 * server's tree, the shared stores and every remote's server entry. An ES `import` in this folder
 * (a "type": "module" package) would load the other build and break the React contexts between them.
 */
export const serverRequire = createRequire(import.meta.url);
