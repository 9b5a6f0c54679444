import { useRemoteTranslation } from '@mfp/shared';
import en from '../locales/en_US/member.json';
import bn from '../locales/bn_BD/member.json';

export const NAMESPACE = 'member';

/** This remote's translate function, in its own namespace of the page's one i18n instance. */
export const useT = () => useRemoteTranslation(NAMESPACE, { en_US: en, bn_BD: bn });
