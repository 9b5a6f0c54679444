import { TextDecoder, TextEncoder } from 'node:util';
import { MessageChannel } from 'node:worker_threads';

// What jsdom lacks and the packages' code reads: react-router takes TextEncoder at import time,
// antd's form batches with MessageChannel, its grid and table read matchMedia (responsive columns)
// and ResizeObserver (sticky/scroll measure).
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.MessageChannel === 'undefined') Object.assign(globalThis, { MessageChannel });
if (!window.matchMedia) {
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
