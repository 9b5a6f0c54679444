import { TextDecoder, TextEncoder } from 'node:util';
import { MessageChannel } from 'node:worker_threads';

// jsdom lacks these; react-router reads TextEncoder at import and antd's grid reads matchMedia.
if (typeof globalThis.MessageChannel === 'undefined') Object.assign(globalThis, { MessageChannel });
Object.assign(globalThis, { TextEncoder, TextDecoder });
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
