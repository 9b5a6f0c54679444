type OpenMap = Readonly<Record<string, unknown>>;

interface Subscribable {
  getState(): { open: OpenMap };
  subscribe(listener: (state: { open: OpenMap }, prev: { open: OpenMap }) => void): () => void;
}

/** Focus is lost when nothing (or a node taken out of the page) holds it. */
const focusLost = (doc: Document): boolean => {
  const el = doc.activeElement;
  return el === null || el === doc.body || !el.isConnected;
};

/**
 * WCAG 2.4.3: a modal opened by name gives focus back to what opened it when it closes, if
 * focus was lost with it. The store's modals unmount at once, so antd's own return-on-close never runs.
 * `later` waits for the render that removes the modal.
 */
export function returnFocusOnClose(
  store: Subscribable,
  doc: Document,
  later: (run: () => void) => void = (run) => setTimeout(run, 50),
): () => void {
  const openers = new Map<string, Element>();
  return store.subscribe((state, prev) => {
    for (const name of Object.keys(state.open)) {
      if (!(name in prev.open) && doc.activeElement && doc.activeElement !== doc.body) openers.set(name, doc.activeElement);
    }
    for (const name of Object.keys(prev.open)) {
      if (name in state.open) continue;
      const opener = openers.get(name);
      openers.delete(name);
      if (opener instanceof HTMLElement || opener instanceof SVGElement) {
        later(() => {
          if (opener.isConnected && focusLost(doc)) opener.focus();
        });
      }
    }
  });
}
