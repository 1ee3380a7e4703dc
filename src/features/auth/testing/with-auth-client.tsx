import type { Decorator } from '@storybook/react-webpack5';
import type { AuthClient } from '../../../auth/auth-client.types';
import { createFakeAuthClient } from '../../../auth/testing/fake-auth-client';
import { AuthPageProviders } from './auth-page-providers';

/**
 * Story decorator: the page's AuthClient (a fake whose promises the story controls) and toasts. Theme,
 * store and router come from the global Storybook decorators.
 */
export const withAuthClient =
  (overrides: Partial<AuthClient> = {}): Decorator =>
  (Story) => (
    <AuthPageProviders auth={createFakeAuthClient(overrides)}>
      <Story />
    </AuthPageProviders>
  );
