import { askToLogInToPlay, gameName, requestPlay } from '@mfp/shared';
import { useSite } from '../../../common/hooks/use-site';
import { useT } from '../../../i18n/use-t';
import { gameClick, type HomeGame } from '../utils/game-click';

/** One game: icon of fixed size, name, provider; demo badge for visitors. */
export function GameTile({ game }: { game: HomeGame }) {
  const { t } = useT();
  const { isLoggedIn, locale } = useSite();
  const name = gameName(game, locale);
  const onClick = () => {
    const c = gameClick(game, isLoggedIn);
    if (c.kind === 'login') askToLogInToPlay();
    else requestPlay(c.game, { demo: c.demo });
  };
  const demo = !isLoggedIn && game.is_demo === 1;
  return (
    <li className="lb-game">
      <button type="button" className="lb-game__button" onClick={onClick} data-testid="lobby-game" aria-label={demo ? t('games.try_demo', { name }) : t('games.play', { name })}>
        <img src={game.icon_light} alt="" width={160} height={160} loading="lazy" decoding="async" />
        <span className="lb-game__name">{name}</span>
        <span className="lb-game__provider">{game.gp_name}</span>
        {demo ? <span className="lb-game__badge">{t('games.demo')}</span> : null}
      </button>
    </li>
  );
}
