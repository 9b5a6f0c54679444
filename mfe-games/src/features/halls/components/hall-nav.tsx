import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { HALLS, isHallId } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import type { HallEntry } from '../../../common/types';

/** The halls as links (/gameHall/{gt_id}), the current one marked. */
export function HallNav({ halls, current }: { halls: readonly HallEntry[]; current: number }) {
  const { t } = useT();
  const ref = useRef<HTMLElement>(null);
  // On a narrow screen the hall strip scrolls sideways: keep the current hall in view (esport is the ninth).
  useEffect(() => {
    const strip = ref.current;
    const link = strip?.querySelector<HTMLElement>('[aria-current=page]');
    if (!strip || !link) return;
    const left = link.offsetLeft - strip.offsetLeft;
    if (left < strip.scrollLeft || left + link.offsetWidth > strip.scrollLeft + strip.clientWidth) {
      strip.scrollLeft = Math.max(0, left - (strip.clientWidth - link.offsetWidth) / 2);
    }
  }, [current, halls]);
  return (
    <nav ref={ref} className="mfg-halls" aria-label={t('title')} data-testid="hall-nav">
      {halls
        .filter((h) => isHallId(h.gt_id))
        .map((h) => (
          <Link
            key={h.gt_id}
            to={`/gameHall/${h.gt_id}`}
            className="mfg-hall-link"
            aria-current={h.gt_id === current ? 'page' : undefined}
            data-testid={`hall-link-${h.gt_id}`}
          >
            {h.gt_icon ? <img src={h.gt_id === current ? h.gt_icon_active : h.gt_icon} alt="" width={28} height={28} loading="lazy" /> : null}
            {isHallId(h.gt_id) ? t(`hall.${HALLS[h.gt_id]}`) : h.en_name}
          </Link>
        ))}
    </nav>
  );
}
