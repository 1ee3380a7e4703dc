import { readdirSync } from 'node:fs';
import { allStoryFiles, storyShardCount } from './stories.runner';

it('runs every story file: one shard test file per shard', () => {
  const shardFiles = readdirSync(__dirname).filter((name) => /^stories\.shard-\d+\.test\.tsx$/.test(name));
  expect(shardFiles.sort()).toEqual(Array.from({ length: storyShardCount }, (_, index) => `stories.shard-${index + 1}.test.tsx`));
  expect(allStoryFiles().length).toBeGreaterThan(storyShardCount);
});
