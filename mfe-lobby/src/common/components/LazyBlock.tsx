import type { ReactNode } from 'react';
import { useInView } from '../hooks/use-in-view';

/** Renders its children only once scrolled near; keeps `minHeight` meanwhile (no layout shift). */
export function LazyBlock({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const [ref, seen] = useInView<HTMLDivElement>();
  return (
    <div ref={ref} style={seen ? undefined : { minHeight }}>
      {seen ? children : null}
    </div>
  );
}
