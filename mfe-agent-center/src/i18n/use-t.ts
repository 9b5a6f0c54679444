import { useRemoteTranslation } from '@mfp/shared';
import en from '../locales/en_US/agent.json';
import bn from '../locales/bn_BD/agent.json';

export const NAMESPACE = 'agent';

/** This remote's translate function, in its own namespace of the page's one i18n instance. */
export const useT = () => useRemoteTranslation(NAMESPACE, { en_US: en, bn_BD: bn });
