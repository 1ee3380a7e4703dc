import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { influencerMessages as m } from '../../domain/influencers/influencer-profile.texts';
import { SocialAccountsEditor } from './social-accounts-editor.component';
import { instagramAccount, youtubeAccount } from './testing/influencer-profile.fixtures';

/**
 * The Social accounts step (and the card on My Profile): the linked accounts with Remove, and the form that links
 * another with SPEC §5's @handle and platform URL rules.
 */
const meta = {
  title: 'Influencer profile/SocialAccountsEditor',
  component: SocialAccountsEditor,
  args: { accounts: [], onAdd: fn(async (): Promise<Record<string, string> | void> => undefined), onRemove: fn(async () => undefined) },
} satisfies Meta<typeof SocialAccountsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types into a field the way a user pastes: one input event, so the story stays fast. */
async function fill(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}

async function fillAccount(canvasElement: HTMLElement, handle: string, url: string) {
  const form = within(canvasElement);
  await fill(form.getByRole('textbox', { name: 'Handle' }), handle);
  await fill(form.getByRole('textbox', { name: 'Profile URL' }), url);
}

const add = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: 'Add account' }));

export const NoAccounts: Story = {
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement);
    await expect(editor.getByText('No accounts yet. Add your YouTube channel or Instagram profile.')).toBeInTheDocument();
    await expect(editor.getByRole('combobox', { name: 'Platform' })).toHaveTextContent('YouTube');
    await expect(editor.getByRole('textbox', { name: 'Handle' })).toHaveValue('');
  },
};

/** Next was pressed without an account: SPEC's message replaces the hint. */
export const NoAccountsRequired: Story = {
  args: { error: 'Add at least one social media account' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Add at least one social media account');
  },
};

export const WithAccounts: Story = {
  args: { accounts: [youtubeAccount, instagramAccount] },
  play: async ({ canvasElement, args }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Linked accounts' }));
    await expect(list.getByText('YouTube · @asha.travels')).toBeInTheDocument();
    await expect(list.getByText('https://www.youtube.com/@asha.travels · 15,400 followers')).toBeInTheDocument();
    await expect(list.getByText('Instagram · @asha_eats')).toBeInTheDocument();
    await userEvent.click(list.getByRole('button', { name: 'Remove @asha_eats' }));
    await expect(args.onRemove).toHaveBeenCalledWith(instagramAccount);
  },
};

/** A valid account is sent with followers as a number; the form empties for the next one. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await fillAccount(canvasElement, '@asha.travels', 'https://www.youtube.com/@asha.travels');
    await fill(form.getByRole('spinbutton', { name: 'Followers' }), '15400');
    await add(canvasElement);
    await expect(args.onAdd).toHaveBeenCalledWith({
      platform: 'youtube',
      handle: '@asha.travels',
      profile_url: 'https://www.youtube.com/@asha.travels',
      followers: 15400,
    });
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Handle' })).toHaveValue(''));
    await expect(form.getByRole('textbox', { name: 'Profile URL' })).toHaveValue('');
  },
};

export const InvalidHandleWithoutAt: Story = {
  play: async ({ canvasElement, args }) => {
    await fillAccount(canvasElement, 'asha.travels', 'https://www.youtube.com/@asha.travels');
    await add(canvasElement);
    await expect(await within(canvasElement).findByText(m.handlePrefix)).toBeInTheDocument();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const InvalidHandleTooShort: Story = {
  play: async ({ canvasElement, args }) => {
    await fillAccount(canvasElement, '@as', 'https://www.youtube.com/@asha.travels');
    await add(canvasElement);
    await expect(await within(canvasElement).findByText(m.handlePattern)).toBeInTheDocument();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const EmptySubmitted: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await add(canvasElement);
    await expect(await form.findByText(m.handleRequired)).toBeInTheDocument();
    await expect(form.getByText(m.profileUrlRequired)).toBeInTheDocument();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** An Instagram address while YouTube is chosen. */
export const InvalidYoutubeUrl: Story = {
  play: async ({ canvasElement, args }) => {
    await fillAccount(canvasElement, '@asha.travels', 'https://www.instagram.com/asha.travels');
    await add(canvasElement);
    await expect(await within(canvasElement).findByText(m.youtubeUrl)).toBeInTheDocument();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** A YouTube address while Instagram is chosen. */
export const InvalidInstagramUrl: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('combobox', { name: 'Platform' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Instagram' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).not.toBeInTheDocument());
    await expect(form.getByRole('combobox', { name: 'Platform' })).toHaveTextContent('Instagram');
    await fillAccount(canvasElement, '@asha_eats', 'https://www.youtube.com/@asha_eats');
    await add(canvasElement);
    await expect(await form.findByText(m.instagramUrl)).toBeInTheDocument();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { accounts: [youtubeAccount], onAdd: fn((): Promise<Record<string, string> | void> => new Promise(() => undefined)) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await fillAccount(canvasElement, '@asha_eats', 'https://www.youtube.com/@asha_eats');
    await add(canvasElement);
    await expect(await form.findByRole('progressbar')).toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'Add account' })).toBeDisabled();
    await expect(form.getByRole('textbox', { name: 'Handle' })).toHaveValue('@asha_eats');
  },
};

/** The server's 409 for an account already linked shows above the form, which keeps what was typed. */
export const ServerRefusedDuplicate: Story = {
  args: { accounts: [youtubeAccount], onAdd: fn(async (): Promise<Record<string, string> | void> => ({ _form: m.duplicateAccount })) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await fillAccount(canvasElement, '@asha.travels', 'https://www.youtube.com/@asha.travels');
    await add(canvasElement);
    await expect(await form.findByRole('alert')).toHaveTextContent(m.duplicateAccount);
    await expect(form.getByRole('textbox', { name: 'Handle' })).toHaveValue('@asha.travels');
  },
};

/** The server's 409 for a handle another profile has linked (one account per platform and handle). */
export const ServerRefusedHandleTaken: Story = {
  args: { onAdd: fn(async (): Promise<Record<string, string> | void> => ({ _form: m.handleTaken })) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await fillAccount(canvasElement, '@ivycreates', 'https://www.youtube.com/@ivycreates');
    await add(canvasElement);
    await expect(await form.findByRole('alert')).toHaveTextContent(m.handleTaken);
    await expect(form.getByRole('textbox', { name: 'Handle' })).toHaveValue('@ivycreates');
  },
};
