import { act, render } from '@testing-library/react';
import { HEADER_BOTTOM_VAR, HEADER_SPACE_VAR, useHeaderSpace } from '../use-header-space';

// Issue 20 point 1 (WCAG 2.4.11): the page's scroll padding reads the sticky header's height from the root,
// kept true when the header wraps, and gone with the header.
type Listener = (entries: unknown[]) => void;
const observers: Listener[] = [];
class FakeResizeObserver {
  constructor(private readonly cb: Listener) {
    observers.push(cb);
  }
  observe() {}
  disconnect() {
    observers.splice(observers.indexOf(this.cb), 1);
  }
}

function Header({ height }: { height: { value: number } }) {
  const ref = useHeaderSpace<HTMLElement>();
  return (
    <header
      ref={(el) => {
        ref.current = el;
        if (el) el.getBoundingClientRect = () => ({ height: height.value, bottom: 24 + height.value }) as DOMRect;
      }}
    />
  );
}

describe('useHeaderSpace', () => {
  const root = document.documentElement;
  beforeEach(() => {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
  });
  afterEach(() => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  it('publishes the header height on the root, follows its resizes and removes it on unmount', () => {
    const height = { value: 117.4 };
    const view = render(<Header height={height} />);
    expect(root.style.getPropertyValue(HEADER_SPACE_VAR)).toBe('118px');
    height.value = 64;
    act(() => observers.forEach((cb) => cb([])));
    expect(root.style.getPropertyValue(HEADER_SPACE_VAR)).toBe('64px');
    view.unmount();
    expect(root.style.getPropertyValue(HEADER_SPACE_VAR)).toBe('');
    expect(root.style.getPropertyValue(HEADER_BOTTOM_VAR)).toBe('');
    expect(observers).toHaveLength(0);
  });

  it('publishes where the header ends in the window (below the search-engine text), so toasts open below it', () => {
    const view = render(<Header height={{ value: 84 }} />);
    expect(root.style.getPropertyValue(HEADER_BOTTOM_VAR)).toBe('108px');
    view.unmount();
  });
});
