import type { Migration } from '../migration';
import core001 from './001-core';
import domain101 from './101-games';
import domain102 from './102-content';
import domain103 from './103-member';
import domain104 from './104-member-center';
import domain105 from './105-agent';
import domain106 from './106-build';
import domain107 from './107-rum';
import domain108 from './108-content-takedown';
import domain109 from './109-rum-clients';
import domain110 from './110-safer-play';

/** Every migration, applied in this order: 0xx server core, 1xx domain modules. Append yours. */
export const migrations: Migration[] = [
  core001,
  // domain migrations (1xx-*.ts) are appended here
  domain101,
  domain102,
  domain103,
  domain104,
  domain105,
  domain106,
  domain107,
  domain108,
  domain109,
  domain110,
];
