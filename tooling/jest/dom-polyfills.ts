import { TextDecoder, TextEncoder } from 'node:util';
import { MessageChannel as NodeMessageChannel, type MessagePort } from 'node:worker_threads';

// What jsdom lacks and the packages' code reads: react-router takes TextEncoder at import time,
// antd's form batches with MessageChannel, its grid and table read matchMedia (responsive columns)
// and ResizeObserver (sticky/scroll measure).
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.MessageChannel === 'undefined') Object.assign(globalThis, { MessageChannel: unrefMessageChannel() });
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
    // A test may stand in its own answer (jest.spyOn), e.g. for prefers-reduced-motion.
    writable: true,
    configurable: true,
  });
}
if (typeof globalThis.ResizeObserver === 'undefined') {
  class NoResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(globalThis, { ResizeObserver: NoResizeObserver });
}

/**
 * Node's MessageChannel, except that a port with a handler does not keep the process alive: React's
 * scheduler keeps one open for good, and jest would otherwise never exit after the run.
 */
function unrefMessageChannel(): typeof NodeMessageChannel {
  const onmessageOf = (port: MessagePort): PropertyDescriptor | undefined => {
    for (let o: object | null = port; o; o = Object.getPrototypeOf(o) as object | null) {
      const d = Object.getOwnPropertyDescriptor(o, 'onmessage');
      if (d) return d;
    }
    return undefined;
  };
  return class extends NodeMessageChannel {
    constructor() {
      super();
      for (const port of [this.port1, this.port2]) {
        const d = onmessageOf(port);
        if (!d?.get || !d.set) continue;
        const { get, set } = d;
        Object.defineProperty(port, 'onmessage', {
          configurable: true,
          get: () => get.call(port) as unknown,
          set: (handler: unknown) => {
            set.call(port, handler);
            port.unref();
          },
        });
      }
    }
  };
}
