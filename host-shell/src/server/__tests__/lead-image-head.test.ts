/**
 * @jest-environment node
 */
import { dehydrate } from '@tanstack/react-query';
import { BANNER_USE_TYPE, carouselPictureQuery, createQueryClient, type Banner } from '@mfp/shared';
import { renderToText } from './render-to-string';
import { DESKTOP_UA, PHONE_UA, SITE } from './render-fixture';

// The LCP picture, known on the server, is preloaded from the head of the home page.
const DESKTOP_BANNER = 'http://127.0.0.1:9/assets/banners/desk-one.webp';
const MOBILE_BANNER = 'http://127.0.0.1:9/assets/banners/phone-one.webp';

function carouselState() {
  const client = createQueryClient();
  // A carousel picture as the server sends it: the banner with its picture (the lobby's BannerView).
  const put = (useType: 0 | 1 | 2, image: string) =>
    client.setQueryData(carouselPictureQuery({ site_id: SITE.config.siteId, use_type: useType }).queryKey, [
      { id: useType, image } as unknown as Banner,
    ]);
  put(BANNER_USE_TYPE.desktop, DESKTOP_BANNER);
  put(BANNER_USE_TYPE.mobile, MOBILE_BANNER);
  put(BANNER_USE_TYPE.small, 'http://127.0.0.1:9/assets/banners/small.webp');
  return dehydrate(client);
}

async function headOf(url: string, userAgent: string, withState = true) {
  const { page } = await renderToText({ url, userAgent }, SITE, withState ? carouselState() : undefined);
  return page.head;
}

describe('the lead image in the head (LCP image preloaded from the server render)', () => {
  it('home, desktop: the desktop carousel first picture', async () => {
    expect((await headOf('/', DESKTOP_UA)).leadImage).toBe(DESKTOP_BANNER);
  });
  it('home, phone: the mobile carousel first picture', async () => {
    expect((await headOf('/', PHONE_UA)).leadImage).toBe(MOBILE_BANNER);
  });
  it('another page: none (only the home page paints it first)', async () => {
    expect((await headOf('/discount', DESKTOP_UA)).leadImage).toBeNull();
  });
  it('no data handed over: none', async () => {
    expect((await headOf('/', DESKTOP_UA, false)).leadImage).toBeNull();
  });
});
