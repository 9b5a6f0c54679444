/** @jest-environment node */
import { createI18n, createRequestI18n, getI18n } from '../create-i18n';

describe('createRequestI18n (one i18n instance per server render, spec 9 languages)', () => {
  it('gives each request its own language and leaves the page instance alone', () => {
    const page = createI18n('en_US');
    const bn = createRequestI18n('bn_BD');
    const en = createRequestI18n('en_US');
    expect(bn.language).toBe('bn_BD');
    expect(en.language).toBe('en_US');
    expect(bn.t('header.login')).not.toBe(en.t('header.login'));
    expect(getI18n()).toBe(page);
  });

  it('falls back to the default locale for an unsupported one', () => {
    expect(createRequestI18n('xx_YY').language).toBe('en_US');
  });
});
