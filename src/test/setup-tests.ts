import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* and waitFor wait for what a person would see, not for a fixed second: pages are code-split, and on a busy
// 2-core machine (Jest's two workers beside a server run) a lazy page's first import alone passed Testing Library's
// default 1 s, failing tests that pass alone. A passing wait returns as soon as its element is there.
configure({ asyncUtilTimeout: 10_000 });
