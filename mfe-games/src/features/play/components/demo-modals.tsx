import { Modal } from 'antd';
import {
  Z_INDEX_BASE,
  closeModal,
  gameName,
  openModal,
  demoGpGamesQuery,
  demoGtGamesQuery,
  requestPlay,
  useModalStore,
  useSiteStore,
} from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useQuery } from '@tanstack/react-query';
import { listStatus } from '../../../common/list-status';
import { GameIcon } from '../../../common/components/game-icon';
import { useSiteContext } from '../../../common/site-context';
import type { GameItem, HallEntry } from '../../../common/types';

function AsyncBody({ status, empty, children }: { status: string; empty: boolean; children: React.ReactNode }) {
  const { t } = useT();
  if (status === 'pending' || status === 'idle') return <p className="mfg-state">{t('state.loading')}</p>;
  if (status === 'error') return <p className="mfg-state" role="alert">{t('state.error')}</p>;
  if (empty) return <p className="mfg-state">{t('state.empty')}</p>;
  return <>{children}</>;
}

/** The demo game box: halls and providers that have demo games (demo/gt_games). */
export function DemoGameModal() {
  const { t, i18n } = useT();
  const entry = useModalStore((s) => s.open.demoGame);
  const blocked = useSiteStore((s) => s.isDemoSite);
  const ctx = useSiteContext();
  const halls = useQuery({
    ...demoGtGamesQuery<HallEntry>({
      site_id: ctx.siteId,
      support_device: ctx.supportDevice,
      currency: ctx.currency,
      template: ctx.template,
    }),
    enabled: entry !== undefined && !blocked,
  });
  if (!entry) return null;
  const wanted = (halls.data ?? []).filter((h) => entry.props?.gt_id === undefined || h.gt_id === entry.props.gt_id);
  return (
    <Modal open title={t('demo.title')} footer={null} zIndex={Z_INDEX_BASE} onCancel={() => closeModal('demoGame')}>
      <div data-testid="demo-game-box">
        {blocked ? (
          <p className="mfg-state" role="alert">{t('play.demo_blocked')}</p>
        ) : (
          <AsyncBody status={listStatus(halls)} empty={wanted.length === 0}>
            {wanted.map((hall) => (
              <section key={hall.gt_id}>
                <h3>{hall.name ? gameName({ game_name: hall.name }, i18n.language) : hall.en_name}</h3>
                <div className="mfg-row">
                  {hall.gp_list.map((p) => (
                    <button
                      key={p.gp_id}
                      type="button"
                      className="mfg-btn"
                      onClick={() => {
                        closeModal('demoGame');
                        openModal('demoProviderGames', { gp_id: p.gp_id, gt_id: hall.gt_id });
                      }}
                    >
                      {p.gp_name}
                    </button>
                  ))}
                </div>
              </section>
            ))}
          </AsyncBody>
        )}
      </div>
    </Modal>
  );
}

/** The demo provider game list: a provider's demo games (demo/gp_games), each playable with play money. */
export function DemoProviderGamesModal() {
  const { t, i18n } = useT();
  const entry = useModalStore((s) => s.open.demoProviderGames);
  const blocked = useSiteStore((s) => s.isDemoSite);
  const ctx = useSiteContext();
  const gpId = entry?.props.gp_id;
  const gtId = entry?.props.gt_id ?? 2;
  const games = useQuery({
    ...demoGpGamesQuery<GameItem>({
      site_id: ctx.siteId,
      currency: ctx.currency,
      device: ctx.device,
      gp_id: gpId ?? '',
      game_type_id: gtId,
    }),
    enabled: Boolean(gpId) && !blocked,
  });
  if (!entry) return null;
  const list = games.data ?? [];
  return (
    <Modal
      open
      width={720}
      title={t('demo.provider_title', { provider: list[0]?.gp_name ?? gpId })}
      footer={null}
      zIndex={Z_INDEX_BASE}
      onCancel={() => closeModal('demoProviderGames')}
    >
      <div data-testid="demo-provider-games">
        {blocked ? (
          <p className="mfg-state" role="alert">{t('play.demo_blocked')}</p>
        ) : (
          <AsyncBody status={listStatus(games)} empty={list.length === 0}>
            <ul className="mfg-providers" style={{ listStyle: 'none', padding: 0, maxHeight: '60vh', overflowY: 'auto' }}>
              {list.map((g) => {
                const name = gameName(g, i18n.language);
                return (
                  <li key={g.id} className="mfg-provider" data-testid="demo-provider-game">
                    <GameIcon light={g.icon_light} dark={g.icon_dark} alt={name} size={72} />
                    <h3>{name}</h3>
                    <button
                      type="button"
                      className="mfg-btn mfg-btn--primary"
                      data-testid="demo-play"
                      onClick={() => {
                        requestPlay(g, { demo: true });
                        closeModal('demoProviderGames');
                      }}
                    >
                      {t('play.demo')}
                    </button>
                  </li>
                );
              })}
            </ul>
          </AsyncBody>
        )}
      </div>
    </Modal>
  );
}
