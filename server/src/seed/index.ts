import type { Seed } from './seed';
import { coreSeed } from './core-seed';
import { domainCatalogSeed } from './domain-seed';
import { domainMemberSeed } from './member-seed';

/** Every seed, run once per database in this order. Append domain seeds after the core one. */
export const seeds: Seed[] = [
  coreSeed,
  // domain seeds are appended here
  domainCatalogSeed,
  domainMemberSeed,
];
