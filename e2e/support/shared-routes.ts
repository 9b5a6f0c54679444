import { createRequire } from 'node:module';

// shared is a CommonJS package: its route tables are required, not imported by name.
const routes = createRequire(import.meta.url)('@mfp/shared/contracts') as typeof import('@mfp/shared/contracts');

/** The member-center pages of spec 2, as shared/src/contracts/routes.ts lists them. */
export const { MEMBER_CENTER_PAGES } = routes;
