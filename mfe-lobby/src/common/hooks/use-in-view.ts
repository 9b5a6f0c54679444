import { useEffect, useRef, useState } from 'react';

/**
 * True once the element came near the viewport (lazy loading below the fold); true after the first
 * effect without IntersectionObserver. False on the first render everywhere, so a server render and
 * the hydrating browser render the same placeholder.
 */
export function useInView<E extends Element>(rootMargin = '200px'): [React.RefObject<E | null>, boolean] {
  const ref = useRef<E | null>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen || !ref.current) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [seen, rootMargin]);
  return [ref, seen];
}
