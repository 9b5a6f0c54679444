import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { openModal, requestPlay, shownError } from '@mfp/shared';
import { useSite } from '../../../common/hooks/use-site';
import { noticeStore } from '../../../common/hooks/use-notice';
import { useT } from '../../../i18n/use-t';
import { useMotion } from '../../../common/hooks/use-motion';
import { MotionToggle } from '../../../common/components/motion-toggle';
import { useBanners, type BannerView } from '../hooks/use-banners';
import { HOME_SIZES } from '../utils/home-sizes';
import { runBannerClick, type BannerEffects } from '../utils/banner-effect';

const AUTOPLAY_MS = 5_000;

/** The home carousel for this device (or the small-banner strip), with the shared click rules. */
export function BannerCarousel({ kind = 'main' }: { kind?: 'main' | 'small' }) {
  const { t } = useT();
  const site = useSite();
  const navigate = useNavigate();
  const state = useBanners(kind);
  const list = state.data ?? [];
  const [index, setIndex] = useState(0);
  // Hover or focus pauses for the moment; the pause button (or reduced motion) until the member plays again.
  const [paused, setPaused] = useState(false);
  const motion = useMotion();
  const count = list.length;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (kind === 'small' || paused || motion.paused || count < 2) return undefined;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(id);
  }, [kind, paused, motion.paused, count]);

  const effects: BannerEffects = {
    navigate: (path) => navigate(path),
    openWindow: (url) => void window.open(url, '_blank', 'noopener'),
    assign: (url) => window.location.assign(url),
    requestPlay: (game) => requestPlay(game),
    openLogin: () => openModal('login'),
    notify: (key) => noticeStore.getState().show(t(key)),
  };
  const click = (banner: BannerView) =>
    runBannerClick(banner, { demoMode: site.isDemoSite, currency: site.currency, isLoggedIn: site.isLoggedIn }, effects);

  const cls = kind === 'small' ? 'lb-small-banners' : `lb-carousel ${site.isDesktop ? 'lb-carousel--desktop' : 'lb-carousel--mobile'}`;
  if (shownError(state) && count === 0) {
    return (
      <div className={`${cls} lb-carousel--empty`} role="alert" data-testid={`lobby-banners-${kind}-error`}>
        <button type="button" className="lb-button" onClick={() => void state.refetch()}>
          {t('state.retry')}
        </button>
      </div>
    );
  }
  if (kind === 'small') {
    return (
      <ul className={cls} aria-label={t('home.small_banners')} data-testid="lobby-banners-small">
        {state.data === undefined
          ? Array.from({ length: HOME_SIZES.smallBanners }, (_, i) => (
              <li key={i} aria-hidden="true">
                <span className="lb-banner">
                  <span className="lb-skel-img lb-skel-img--small-banner" />
                </span>
              </li>
            ))
          : null}
        {list.map((b) => (
          <li key={b.id}>
            <button type="button" className="lb-banner" onClick={() => click(b)} aria-label={b.title ?? t('home.banner')}>
              <img src={b.image} alt={b.title ?? ''} width={400} height={120} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section
      className={cls}
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      data-testid="lobby-banners"
      data-count={count}
      data-motion={motion.paused ? 'paused' : 'running'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="lb-carousel__track" style={{ transform: `translateX(-${current * 100}%)` }}>
        {list.map((b, i) => (
          <button
            key={b.id}
            type="button"
            className="lb-banner lb-carousel__slide"
            aria-hidden={i !== current}
            tabIndex={i === current ? 0 : -1}
            onClick={() => click(b)}
            aria-label={b.title ?? t('home.banner')}
            data-testid="lobby-banner"
          >
            <img
              src={b.image}
              alt={b.title ?? ''}
              width={site.isDesktop ? 1280 : 780}
              height={site.isDesktop ? 400 : 390}
              // The first slide is the LCP element: fetched at once and first; the others when they come near.
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              decoding="async"
            />
          </button>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button type="button" className="lb-carousel__nav lb-carousel__nav--prev" aria-label={t('home.prev')} onClick={() => setIndex((current - 1 + count) % count)}>
            ‹
          </button>
          <button type="button" className="lb-carousel__nav lb-carousel__nav--next" aria-label={t('home.next')} onClick={() => setIndex((current + 1) % count)}>
            ›
          </button>
          <MotionToggle paused={motion.paused} onToggle={motion.toggle} what={t('home.banners')} testId="lobby-banners-motion" />
          <div className="lb-carousel__dots">
            {list.map((b, i) => (
              <button
                key={b.id}
                type="button"
                aria-label={t('home.go_to', { n: i + 1 })}
                aria-current={i === current}
                className={i === current ? 'is-active' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
