import { BANNER_LINK_METHOD_NEW_WINDOW, BANNER_LINK_TYPE } from '../constants';
import type { Banner, BannerGameLinkParameter } from '../types';

/** What a banner click does (spec 3 and 5). */
export type BannerAction =
  | { kind: 'ignore' }
  | { kind: 'currencyMismatch' }
  | { kind: 'external'; url: string; newWindow: boolean }
  | { kind: 'internal'; path: string; newWindow: boolean }
  | { kind: 'game'; params: BannerGameLinkParameter; newWindow: boolean };

type Handler = (b: Banner, newWindow: boolean, currency: string) => BannerAction;

const BY_LINK_TYPE: Record<number, Handler> = {
  [BANNER_LINK_TYPE.externalUrl]: (b, newWindow) => ({ kind: 'external', url: b.url, newWindow }),
  // The path as the server wrote it: checkInternalPath refuses anything that is not a safe in-site path, nothing is rewritten.
  [BANNER_LINK_TYPE.internalPath]: (b, newWindow) => ({ kind: 'internal', path: b.url, newWindow }),
  [BANNER_LINK_TYPE.gameLink]: (b, newWindow, currency) => {
    const p = b.game_link_parameter;
    if (!p) return { kind: 'ignore' };
    return p.currency && p.currency !== currency
      ? { kind: 'currencyMismatch' }
      : { kind: 'game', params: p, newWindow };
  },
};

/** Banner click rules: ignored in demo mode or without url; link_type 0 external, 1 internal, 2 game (currency checked); link_method 1 new window. */
export function bannerClickAction(
  banner: Banner,
  ctx: { demoMode: boolean; currency: string },
): BannerAction {
  if (ctx.demoMode || !banner.url?.trim()) return { kind: 'ignore' };
  const handler = BY_LINK_TYPE[banner.link_type];
  return handler
    ? handler(banner, banner.link_method === BANNER_LINK_METHOD_NEW_WINDOW, ctx.currency)
    : { kind: 'ignore' };
}
