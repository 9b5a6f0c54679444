import { useState } from 'react';
import { postCheckIframe, postSportQuickBetUrl, readReply } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useSiteContext } from '../../../common/site-context';

type View = { kind: 'closed' } | { kind: 'loading' } | { kind: 'frame'; url: string } | { kind: 'error' };

/** Whether /check_iframe allows the url in a frame. */
async function frameAllowed(url: string): Promise<boolean> {
  const reply = readReply(await postCheckIframe<unknown>(url));
  const data = reply?.data as { is_allowed?: number | boolean } | null | undefined;
  return data?.is_allowed === 1 || data?.is_allowed === true;
}

/** Sport quick bets: the sport-quickbet-url page in a frame; a url the frame check refuses shows an error page (spec 8). */
export function SportQuickBet() {
  const { t } = useT();
  const ctx = useSiteContext();
  const [view, setView] = useState<View>({ kind: 'closed' });
  const open = async () => {
    setView({ kind: 'loading' });
    try {
      const reply = await postSportQuickBetUrl({
        currency: ctx.currency,
        support_device: ctx.supportDevice,
        domain: window.location.host,
        site_id: ctx.siteId,
      });
      const url = reply.data?.detail.url;
      setView(url && (await frameAllowed(url)) ? { kind: 'frame', url } : { kind: 'error' });
    } catch {
      setView({ kind: 'error' });
    }
  };
  return (
    <section data-testid="sport-quickbet" style={{ margin: '12px 0' }}>
      <div className="mfg-between">
        <h2 style={{ margin: 0, fontSize: 18 }}>{t('sport.quick_bet')}</h2>
        <button type="button" className="mfg-btn mfg-btn--primary" onClick={() => void open()} disabled={view.kind === 'loading'}>
          {view.kind === 'frame' ? t('sport.reload') : t('sport.open')}
        </button>
      </div>
      {view.kind === 'loading' ? <p className="mfg-state">{t('state.loading')}</p> : null}
      {view.kind === 'frame' ? <iframe className="mfg-frame" style={{ height: 420, marginTop: 8 }} title={t('sport.quick_bet')} src={view.url} /> : null}
      {view.kind === 'error' ? (
        <div className="mfg-error-page" role="alert" data-testid="sport-error-page">
          <h3>{t('sport.error_title')}</h3>
          <p>{t('sport.error_body')}</p>
          <button type="button" className="mfg-btn" onClick={() => void open()}>
            {t('state.retry')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
