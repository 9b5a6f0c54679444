/** The site id sent with auth calls: the site this build serves. */
export const SITE_ID: string = typeof __MFP_SITE__ === 'string' ? __MFP_SITE__ : 'bd01';

/** Site flags this remote reads (spec 6: IS_DEMO fakes login and disables captcha and verification). */
export const siteFlags = {
  demo: false,
};

/** True in demo-site mode. */
export const isDemo = (): boolean => siteFlags.demo;
