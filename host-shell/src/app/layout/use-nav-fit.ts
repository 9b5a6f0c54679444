import { useLayoutEffect, useRef, useState } from 'react';
import { navFitCount } from './nav-fit';

/**
 * Priority+ nav: a hidden measuring row holds every entry and the More button at their natural width;
 * a ResizeObserver on the nav and on that row (language, fonts) says how many entries fit whole.
 */
export function useNavFit(total: number) {
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState({ visible: total, moreWidth: 0 });

  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return undefined;
    const update = () => {
      const widths = Array.from(measure.children, (el) => Math.ceil(el.getBoundingClientRect().width));
      const moreWidth = widths.pop() ?? 0;
      const visible = navFitCount(widths, moreWidth, nav.clientWidth);
      setFit((f) => (f.visible === visible && f.moreWidth === moreWidth ? f : { visible, moreWidth }));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [total]);

  return { navRef, measureRef, visible: Math.min(fit.visible, total), moreWidth: fit.moreWidth };
}
