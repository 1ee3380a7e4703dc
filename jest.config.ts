/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src'],
  setupFiles: ['<rootDir>/src/test/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup-tests.tsx'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // Interaction tests type whole URLs and paragraphs key by key; with every worker busy (the story shards run beside
  // them) one such test can pass Jest's default 5 s without anything being wrong.
  testTimeout: 20_000,
  // Jest's default is one worker fewer than the cores: a single worker on the 2-core CI machine, which left a core
  // idle for the whole SPA stage. Tests render in jsdom and wait on nothing external, so two workers share the cores.
  maxWorkers: '100%',
  transform: {
    '^.+\\.(c|m)?(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  // Storybook 10 and a few dependencies ship ESM only; let swc transform them.
  transformIgnorePatterns: ['/node_modules/(?!(storybook|@storybook|better-auth|@better-auth|@better-fetch|nanostores|jose)/)'],
  moduleNameMapper: {
    '\\.(css|svg|png|jpg|jpeg|gif|webp)$': '<rootDir>/src/test/file-stub.ts',
  },
};

export default config;
