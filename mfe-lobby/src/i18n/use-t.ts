import { useRemoteTranslation } from '@mfp/shared';
import en from '../locales/en_US/lobby.json';
import bn from '../locales/bn_BD/lobby.json';

export const NAMESPACE = 'lobby';

/** This remote's translate function, in its own namespace of the page's one i18n instance. */
export const useT = () => useRemoteTranslation(NAMESPACE, { en_US: en, bn_BD: bn });
