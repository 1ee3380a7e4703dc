/**
 * Every story in src runs as a test (DESIGN §4): each `*.stories.tsx` is composed with the project's
 * Storybook annotations (the global decorators included), rendered, and its play function run.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react';
import { cleanup } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import preview from '../../.storybook/preview';

setProjectAnnotations(preview);

type ComposedStory = { run: (context?: { canvasElement?: HTMLElement }) => Promise<void> };

const srcRoot = join(__dirname, '..');

function findStoryFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return findStoryFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

const storyFiles = findStoryFiles(srcRoot).sort();

it('finds the stories', () => {
  expect(storyFiles.length).toBeGreaterThan(0);
});

describe.each(storyFiles.map((file) => [relative(srcRoot, file), file]))('%s', (_name, file) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const stories = Object.entries(composeStories(require(file))) as Array<[string, ComposedStory]>;

  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
  });

  it.each(stories)('%s renders and plays', async (_story, Story) => {
    const canvasElement = document.body.appendChild(document.createElement('div'));
    await Story.run({ canvasElement });
    expect(canvasElement.textContent?.trim() || canvasElement.querySelector('svg')).toBeTruthy();
  });
});
