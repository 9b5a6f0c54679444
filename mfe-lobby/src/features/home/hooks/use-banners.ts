import { BANNER_USE_TYPE, channels, postCarouselPicture, useChannel, type Banner, type BannerUseType } from '@mfp/shared';
import { useAsync } from '../../../common/hooks/use-async';
import { useSite } from '../../../common/hooks/use-site';

/** A carousel picture as the server sends it: the banner plus its picture and title. */
export type BannerView = Banner & { image?: string; title?: string };

/** The carousel for this device's use_type (0 desktop, 2 mobile, 1 small); reloads on the carousel real-time event. */
export function useBanners(kind: 'main' | 'small') {
  const site = useSite();
  const useType: BannerUseType =
    kind === 'small' ? BANNER_USE_TYPE.small : site.isDesktop ? BANNER_USE_TYPE.desktop : BANNER_USE_TYPE.mobile;
  const state = useAsync(
    async () => (await postCarouselPicture({ site_id: site.siteId, use_type: useType })).data?.web_carousel_picture_list ?? [],
    `${site.siteId}|${useType}|${site.locale}`,
  ) as ReturnType<typeof useAsync<BannerView[]>>;
  useChannel(channels.webMember(), 'carousel', (payload) => {
    if (payload.use_type === undefined || payload.use_type === useType) state.reload();
  });
  return state;
}
