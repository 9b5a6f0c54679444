import { openMemberCenter, sessionStore, useSessionStore } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';

const TOOLS = ['limits', 'reality', 'break', 'exclusion', 'activity'] as const;
const SIGNS = ['chasing', 'borrowing', 'time', 'mood'] as const;
const LIMITS_PAGE = '/user/SaferLimits';

/** /saferPlay: the tools that keep play in control, for visitors and members, and where to find them. */
export function SaferPlayPage() {
  const { t } = useT();
  const loggedIn = useSessionStore((s) => s.phase === 'loggedIn');
  const start = () => {
    if (loggedIn) openMemberCenter(LIMITS_PAGE);
    else sessionStore.getState().openLogin(LIMITS_PAGE);
  };
  return (
    <section className="lb-page lb-safer" data-testid="lobby-safer-play">
      <h1>{t('safer_play.title')}</h1>
      <p>{t('safer_play.intro')}</p>
      <h2>{t('safer_play.tools_title')}</h2>
      <ul className="lb-safer__list">
        {TOOLS.map((k) => (
          <li key={k}>
            <h3>{t(`safer_play.tool.${k}.title`)}</h3>
            <p>{t(`safer_play.tool.${k}.text`)}</p>
          </li>
        ))}
      </ul>
      <p>{t('safer_play.where')}</p>
      <button type="button" className="mfp-button" onClick={start} data-testid="safer-play-start">
        {t(loggedIn ? 'safer_play.open_limits' : 'safer_play.login_to_set')}
      </button>
      <h2>{t('safer_play.signs_title')}</h2>
      <ul className="lb-safer__signs">
        {SIGNS.map((k) => (
          <li key={k}>{t(`safer_play.sign.${k}`)}</li>
        ))}
      </ul>
      <p>{t('safer_play.help')}</p>
      <p className="lb-safer__age">{t('safer_play.age')}</p>
    </section>
  );
}
