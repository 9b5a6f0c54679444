import { bannerClickAction, checkExternalTarget, checkInternalPath, type Banner, type BannerAction, type PlayableGame } from '@mfp/shared';

/** What running a banner action may touch; injected so the rules are testable without a browser. */
export interface BannerEffects {
  navigate(path: string): void;
  openWindow(url: string): void;
  assign(url: string): void;
  requestPlay(game: PlayableGame): void;
  openLogin(): void;
  notify(messageKey: 'banner.currency_mismatch' | 'banner.blocked'): void;
}

export interface BannerContext {
  demoMode: boolean;
  currency: string;
  isLoggedIn: boolean;
}

const gameOf = (a: Extract<BannerAction, { kind: 'game' }>): PlayableGame => ({
  gp_id: a.params.gp_id,
  gt_id: a.params.gt_id,
  game_type: a.params.gp_gt_name.split('_').slice(1).join('_') || a.params.gp_gt_name,
  game_code: '',
});

type Run = (action: never, fx: BannerEffects, ctx: BannerContext) => void;

const RUN: { [K in BannerAction['kind']]: (a: Extract<BannerAction, { kind: K }>, fx: BannerEffects, ctx: BannerContext) => void } = {
  ignore: () => undefined,
  currencyMismatch: (_a, fx) => fx.notify('banner.currency_mismatch'),
  external: (a, fx) => {
    // Spec 8: only the hosts the site config permits; a target that resolves onto the site itself routes like a link.
    const checked = checkExternalTarget(a.url);
    if (!checked.ok) return fx.notify('banner.blocked');
    return a.newWindow ? fx.openWindow(checked.url) : fx.assign(checked.url);
  },
  internal: (a, fx) => {
    const checked = checkInternalPath(a.path);
    if (!checked.ok) return fx.notify('banner.blocked');
    return a.newWindow ? fx.openWindow(checked.url) : fx.navigate(checked.url);
  },
  game: (a, fx, ctx) => (ctx.isLoggedIn ? fx.requestPlay(gameOf(a)) : fx.openLogin()),
};

/** A banner click: the shared rules decide the action (spec 3), this runs it. Returns the action for the caller's record. */
export function runBannerClick(banner: Banner, ctx: BannerContext, fx: BannerEffects): BannerAction {
  const action = bannerClickAction(banner, { demoMode: ctx.demoMode, currency: ctx.currency });
  (RUN[action.kind] as Run)(action as never, fx, ctx);
  return action;
}
