/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src'],
  setupFiles: ['<rootDir>/src/test/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup-tests.ts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // Interaction tests type whole URLs and paragraphs key by key; with every worker busy (the story shards run beside
  // them) one such test can pass Jest's default 5 s without anything being wrong.
  testTimeout: 20_000,
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
