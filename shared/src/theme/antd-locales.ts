import enUS from 'antd/locale/en_US';
import bnBD from 'antd/locale/bn_BD';

/** antd's own texts for the site languages (en_US, bn_BD). */
export const ANTD_LOCALES = { en_US: enUS, bn_BD: bnBD } as const;

export function antdLocaleFor(language: string) {
  return language === 'bn_BD' ? ANTD_LOCALES.bn_BD : ANTD_LOCALES.en_US;
}
