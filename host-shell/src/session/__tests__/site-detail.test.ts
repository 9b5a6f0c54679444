import { seoTextFor } from '../site-detail';

describe('the search-engine text block (spec 2: optional, above the layout)', () => {
  it('is the text of the language, with en_US as the fallback', () => {
    const detail = { seo_text: { en_US: 'Online cricket betting', bn_BD: 'অনলাইন ক্রিকেট বেটিং' } };
    expect(seoTextFor(detail, 'bn_BD')).toBe('অনলাইন ক্রিকেট বেটিং');
    expect(seoTextFor(detail, 'en_US')).toBe('Online cricket betting');
    expect(seoTextFor(detail, 'vi_VN')).toBe('Online cricket betting');
    expect(seoTextFor({ seo_text: ' One text ' }, 'bn_BD')).toBe('One text');
  });
  it('is optional: no detail, no text or a blank text shows nothing', () => {
    expect(seoTextFor(null, 'en_US')).toBeNull();
    expect(seoTextFor({}, 'en_US')).toBeNull();
    expect(seoTextFor({ seo_text: '   ' }, 'en_US')).toBeNull();
    expect(seoTextFor({ seo_text: { bn_BD: '' } }, 'en_US')).toBeNull();
  });
});
