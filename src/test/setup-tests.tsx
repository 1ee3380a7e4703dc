import '@testing-library/jest-dom';
import { __unsafe_useEmotionCache } from '@emotion/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { configure } from '@testing-library/react';

// findBy* and waitFor wait for what a person would see, not for a fixed second: pages are code-split, and on a busy
// 2-core machine (Jest's two workers beside a server run) a lazy page's first import alone passed Testing Library's
// default 1 s, failing tests that pass alone. A passing wait returns as soon as its element is there.
configure({ asyncUtilTimeout: 10_000 });

/**
 * Every test starts with no component styles in <head>. Emotion's default cache keeps each style it inserted for the
 * whole test file, and jsdom's getComputedStyle (behind every getByRole and toBeVisible) matches each element against
 * every one of them, so a file's later tests ran ever slower. After each test its style elements go and the cache
 * forgets them, so the next test inserts what it renders again.
 */
let emotionCache: ReturnType<typeof __unsafe_useEmotionCache> = null;
function CaptureEmotionCache() {
  emotionCache = __unsafe_useEmotionCache();
  return null;
}
beforeAll(() => {
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<CaptureEmotionCache />));
  act(() => root.unmount());
});
afterEach(() => {
  if (!emotionCache) return;
  emotionCache.sheet.flush();
  for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
});
