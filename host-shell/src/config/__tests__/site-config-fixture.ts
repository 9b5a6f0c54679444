import type { SiteConfig } from '../site-config';

/** A complete, valid site config (spec section 3) that tests vary one field at a time. */
export const VALID_SITE_CONFIG: SiteConfig = {
  siteId: 'bd01',
  environment: 'local',
  currencies: ['BDT', 'USD'],
  languages: ['en_US', 'bn_BD'],
  desktopTemplate: 'site02',
  mobileTemplate: 'bob',
  apiBaseUrl: '/api',
  socket: { key: 'k', wsHost: '127.0.0.1', wsPort: 6001, forceTLS: false },
  remotes: {
    mfe_lobby: 'http://a/mf-manifest.json',
    mfe_games: 'http://b/mf-manifest.json',
    mfe_member_center: 'http://c/mf-manifest.json',
    mfe_agent_center: 'http://d/mf-manifest.json',
    mfe_auth: 'http://e/mf-manifest.json',
  },
};
