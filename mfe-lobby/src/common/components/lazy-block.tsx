import type { ReactNode } from 'react';
import { useInView } from '../hooks/use-in-view';

/** Renders its children only once scrolled near; shows `placeholder` (the block's final size) meanwhile, so nothing shifts. */
export function LazyBlock({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [ref, seen] = useInView<HTMLDivElement>();
  return <div ref={ref}>{seen ? children : placeholder}</div>;
}
