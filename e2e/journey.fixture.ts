import { test as base } from '@playwright/test';

// Everything else (expect, types) as Playwright exports it; `test` below shadows Playwright's own.
export * from '@playwright/test';

/**
 * The `test` every journey and helper imports (scripts/run-e2e.mjs refuses a spec that takes Playwright's own).
 *
 * A journey with two people opens the second one's browser with `browser.newContext()`. Playwright closes only the
 * context of the built-in `page`; the others stayed open for the rest of the shard, each page still polling the API,
 * rotating the notice strip and repainting. After thirty-odd files the two browsers ran dozens of such pages, the
 * 2-core machine's load average passed 15, and the e2e stage took three times as long, with timeouts. This fixture
 * closes, when a test ends, every context the test opened. Contexts a `beforeAll` opened already exist when it
 * starts, so they are left to the `afterAll` that closes them.
 */
export const test = base.extend<{ closeContextsTheTestOpened: void }>({
  closeContextsTheTestOpened: [
    async ({ browser }, use) => {
      const openBefore = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().filter((context) => !openBefore.has(context)).map((context) => context.close()));
    },
    { auto: true },
  ],
});
