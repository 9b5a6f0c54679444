import type { RemoteName } from '../contracts';
import type { CurrencyCode, LanguageCode } from '../constants';

/** The site environment config fetched by environment and site (spec 3, DESIGN 2). */
export interface EnvironmentSettings {
  siteId: number;
  currencyList: CurrencyCode[];
  languageList: LanguageCode[];
  desktopTemplateName: string;
  mobileTemplateName: string;
  cdnHeaders: Record<string, string>;
  /** mf-manifest.json URL of every remote. */
  remotes: Record<RemoteName, string>;
}
