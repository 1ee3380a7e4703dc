import type { Preview } from '@storybook/react-webpack5';
import { StoryProviders, type StoryProviderParameters } from './story-providers';

/** Every story gets the theme, a real store, toasts, an auth client and a router (see story-providers.tsx). */
const preview: Preview = {
  decorators: [
    (Story, context) => (
      <StoryProviders key={context.id} Story={Story} parameters={context.parameters as StoryProviderParameters} />
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
