import { Link } from 'react-router-dom';
import { openModal, requestPlay, selectIsLoggedIn, useDateFormat, useLayoutStore, useSessionStore } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { GameIcon } from '../../../common/components/game-icon';
import type { ProviderEntry } from '../../../common/types';

const SLOT_HALL = 2;

/** Where a slot provider's games are: the game room on desktop, the slot list on mobile. */
export function slotListHref(p: Pick<ProviderEntry, 'gp_id' | 'gt_id' | 'house'>, isDesktop: boolean): string {
  const q = new URLSearchParams({ gt_id: String(p.gt_id), gp_id: p.gp_id, house: p.house ?? '' });
  return `${isDesktop ? '/gameRoom' : '/slotgame'}?${q.toString()}`;
}

/** A provider of a hall: slot providers open their game list, others start their lobby game; inactive ones are shown as such. */
export function ProviderCard({ provider }: { provider: ProviderEntry }) {
  const { t } = useT();
  const { formatDateTime } = useDateFormat();
  const isDesktop = useLayoutStore((s) => s.isDesktop);
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const inactive = provider.is_active === 0;
  const slot = provider.gt_id === SLOT_HALL;
  return (
    <article className="mfg-provider" data-testid="provider-card" data-gp-id={provider.gp_id} data-inactive={inactive}>
      <GameIcon light={provider.icon_light} dark={provider.icon_dark} alt={provider.gp_name} size={72} />
      {/* A section of the hall, right under its h1 (heading levels go down one at a time). */}
      <h2>{provider.gp_name}</h2>
      {inactive ? <span className="mfg-badge">{t('provider.inactive')}</span> : null}
      {provider.maintain ? (
        <span className="mfg-badge mfg-badge--warn" title={`${formatDateTime(provider.maintain.start_at)} - ${formatDateTime(provider.maintain.end_at)}`}>
          {t('provider.maintenance')}
        </span>
      ) : null}
      {typeof provider.game_count === 'number' && slot ? (
        <span className="mfg-badge">{t('provider.games', { count: provider.game_count })}</span>
      ) : null}
      <div className="mfg-row" style={{ justifyContent: 'center' }}>
        {inactive ? (
          <button type="button" className="mfg-btn" disabled>
            {t('provider.unavailable')}
          </button>
        ) : slot ? (
          <Link className="mfg-btn mfg-btn--primary" to={slotListHref(provider, isDesktop)} data-testid="provider-open">
            {t('provider.open')}
          </Link>
        ) : (
          <button
            type="button"
            className="mfg-btn mfg-btn--primary"
            data-testid="provider-play"
            disabled={!provider.game_code}
            onClick={() =>
              requestPlay({
                gp_id: provider.gp_id,
                game_type: provider.game_type,
                game_code: provider.game_code,
                gt_id: provider.gt_id,
                house: provider.house,
                customized: provider.customized === true || provider.customized === 1 ? 1 : 0,
                gp_name: provider.gp_name,
              })
            }
          >
            {t('play.play')}
          </button>
        )}
        {!inactive && !loggedIn && provider.has_demo === 1 ? (
          <button
            type="button"
            className="mfg-btn"
            data-testid="provider-demo"
            onClick={() => openModal('demoProviderGames', { gp_id: provider.gp_id, gt_id: provider.gt_id })}
          >
            {t('play.demo')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
