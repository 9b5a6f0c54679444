import type { RequestStoreFacts, StartContext } from '@mfp/shared';
import type { SiteConfig } from '../config/site-config';
import { siteFacts } from '../config/site-store-fill';

/**
 * The shared stores' facts of a server render: the language, currency and layout the request
 * rendered in. The host provides them (RequestStoresContext) on the server and, read from the page's state
 * script, while the browser hydrates: host and remotes read the same server snapshot through the shared
 * store hooks, then follow the stores (the real width, the site currency) once hydration is done. The site
 * facts (site_id, templates) are the config's, as the browser fills its store: the remotes' query keys carry
 * them, and a key without them would find none of the data the server fetched.
 */
export function startStoreFacts(start: StartContext, config: SiteConfig): RequestStoreFacts {
  return {
    locale: start.locale,
    isDesktop: start.layout === 'desktop',
    // Outside the native app: the server cannot tell, and the browser follows its store after hydration.
    site: { ...siteFacts(config, null, start.locale), currency: start.currency },
  };
}

export { useClientOnly } from '@mfp/shared';
