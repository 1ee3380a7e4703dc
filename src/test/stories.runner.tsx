/**
 * Every story in src runs as a test (DESIGN §4): each `*.stories.tsx` is composed with the project's
 * Storybook annotations (the global decorators included), rendered, and its play function run.
 *
 * The story files are split over a few shard test files (`stories.shard-N.test.tsx`) so Jest runs them on
 * all workers: in one file they took over 100 s on one core, and a busy CI machine pushed single stories past
 * Jest's default 5 s. Eight shards rather than four: with four, one shard took 136 s of a 287 s run while the
 * other worker had finished (the slowest story files happened to fall together), so the SPA stage waited on it.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react';
import { unmountElement } from '@storybook/react-dom-shim';
import { cleanup } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import { act } from 'react';
import { join, relative } from 'node:path';
import preview from '../../.storybook/preview';

type ComposedStory = { run: (context?: { canvasElement?: HTMLElement }) => Promise<void> };

export const storyShardCount = 8;

/** A story renders and plays interactions; under jsdom on a loaded machine that can take several seconds. */
const storyTimeoutMs = 30_000;

const srcRoot = join(__dirname, '..');

function findStoryFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return findStoryFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

export function allStoryFiles(): string[] {
  return findStoryFiles(srcRoot).sort();
}

/** Registers the tests of shard `shard` (1-based): every `storyShardCount`-th story file. */
export function describeStoryShard(shard: number): void {
  setProjectAnnotations(preview);
  const files = allStoryFiles().filter((_file, index) => index % storyShardCount === shard - 1);

  it('has story files to run', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  describe.each(files.map((file) => [relative(srcRoot, file), file]))('%s', (_name, file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const stories = Object.entries(composeStories(require(file))) as Array<[string, ComposedStory]>;

    let canvasElement: HTMLElement | null = null;

    afterEach(() => {
      cleanup();
      // Unmount the story's React root before its DOM goes, so portals (dialogs, menus) are removed by React itself.
      // Inside act(): unmounting runs ref callbacks that set state (the toast region), which React wants wrapped.
      const element = canvasElement;
      if (element) act(() => void unmountElement(element));
      canvasElement = null;
      document.body.innerHTML = '';
    });

    it.each(stories)(
      '%s renders and plays',
      async (_story, Story) => {
        canvasElement = document.body.appendChild(document.createElement('div'));
        await Story.run({ canvasElement });
        // Dialogs and menus render into portals beside the canvas, so the whole document counts.
        const { body } = canvasElement.ownerDocument;
        expect(body.textContent?.trim() || body.querySelector('svg')).toBeTruthy();
      },
      storyTimeoutMs,
    );
  });
}
