import { TextDecoder, TextEncoder } from 'util';

// react-router 7 needs these at import time; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
