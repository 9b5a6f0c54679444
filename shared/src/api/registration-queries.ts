import { postRegisterSettings, postServiceAgreement } from './registration';
import { apiQuery, listOf } from '../query/api-query';
import { CONTENT_STALE_MS } from '../query/stale-times';

const registrationQuery = apiQuery('registration');

/** The site's register settings (fields, required flags, contact fields) as a query. */
export const registerSettingsQuery = (site_id: string | number) =>
  registrationQuery(
    ['registerSettings', { site_id }],
    () => postRegisterSettings(site_id),
    CONTENT_STALE_MS,
    listOf,
  );
/** The site's service agreement (its text per language) as a query. */
export const serviceAgreementQuery = <T = unknown>(site_id: string | number) =>
  registrationQuery(
    ['serviceAgreement', { site_id }],
    () => postServiceAgreement<T>(site_id),
    CONTENT_STALE_MS,
    (data: { list?: T[] | null } | null | undefined) => listOf(data),
  );
