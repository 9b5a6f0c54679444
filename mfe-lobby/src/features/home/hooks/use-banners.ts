import { useQuery } from '@tanstack/react-query';
import { BANNER_USE_TYPE, carouselPictureQuery, type Banner, type BannerUseType } from '@mfp/shared';
import { useSite } from '../../../common/hooks/use-site';

/** A carousel picture as the server sends it: the banner plus its picture and title. */
export type BannerView = Banner & { image?: string; title?: string };

/** The carousel for this device's use_type (0 desktop, 2 mobile, 1 small); the host invalidates it on the carousel real-time event. */
export function useBanners(kind: 'main' | 'small') {
  const site = useSite();
  const useType: BannerUseType =
    kind === 'small' ? BANNER_USE_TYPE.small : site.isDesktop ? BANNER_USE_TYPE.desktop : BANNER_USE_TYPE.mobile;
  return useQuery({
    ...carouselPictureQuery({ site_id: site.siteId, use_type: useType }),
    select: (list) => list as BannerView[],
  });
}
