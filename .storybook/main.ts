import type { StorybookConfig } from '@storybook/react-webpack5';

/** Storybook for every page and shared component state (DESIGN §4); stories sit beside their components. */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-webpack5-compiler-swc'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  // favicon.ico and sprite.svg, so SpriteIcon renders as in the app.
  staticDirs: ['../public'],
  swc: (config) => ({
    ...config,
    jsc: {
      ...config.jsc,
      parser: { syntax: 'typescript', tsx: true },
      transform: { ...config.jsc?.transform, react: { runtime: 'automatic' } },
    },
  }),
  core: { disableTelemetry: true },
  // Stories bundle every component; the app's bundle budget is checked by the app build (webpack.config.ts).
  webpackFinal: async (config) => ({ ...config, performance: { hints: false } }),
};

export default config;
