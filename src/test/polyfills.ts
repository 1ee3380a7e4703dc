import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });
