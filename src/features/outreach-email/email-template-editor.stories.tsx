import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { outreachTemplateMessages as m } from '../../domain/outreach/outreach-template';
import { EmailTemplateEditor } from './email-template-editor.component';
import { customTemplate, sampleInvitees, samplePreview, sampleTemplate } from './outreach-email.fixtures';

/** The campaign's invitation e-mail template: edit with merge fields, preview for an invitee, save, back to default. */
const meta = {
  title: 'Outreach e-mail/Template editor',
  component: EmailTemplateEditor,
  args: {
    status: 'ready',
    template: sampleTemplate,
    canEdit: true,
    invitees: sampleInvitees,
    onPreview: fn(async () => ({ preview: samplePreview })),
    onSave: fn(async () => ({})),
    onReset: fn(async () => ({})),
    onRetry: fn(),
  },
} satisfies Meta<typeof EmailTemplateEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultTemplate: Story = {
  play: async ({ canvasElement, args }) => {
    const editor = within(canvasElement);
    await expect(editor.getByText('Default template')).toBeInTheDocument();
    await expect(editor.getByRole('button', { name: 'Save template' })).toBeDisabled();
    await userEvent.click(editor.getByRole('button', { name: 'Preview' }));
    await expect(args.onPreview).toHaveBeenCalled();
    const preview = within(await editor.findByRole('region', { name: 'Preview for Asha Sharma' }));
    await expect(preview.getByText(samplePreview.subject)).toBeInTheDocument();
  },
};

export const UnknownMergeField: Story = {
  play: async ({ canvasElement, args }) => {
    const editor = within(canvasElement);
    const subject = editor.getByRole('textbox', { name: 'Subject' });
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Hi {{{{first_name}}');
    await userEvent.click(editor.getByRole('button', { name: 'Save template' }));
    await expect(editor.getByText(m.unknownFields(['first_name']))).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const CustomTemplate: Story = {
  args: { template: customTemplate },
  play: async ({ canvasElement, args }) => {
    const editor = within(canvasElement);
    await expect(editor.getByText('Your template')).toBeInTheDocument();
    await userEvent.click(editor.getByRole('button', { name: 'Use the default' }));
    await expect(args.onReset).toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement);
    await expect(editor.getByText('Only team members who may invite influencers can change this template.')).toBeInTheDocument();
    await expect(editor.queryByRole('button', { name: 'Save template' })).toBeNull();
  },
};

export const ServerRefusal: Story = {
  args: { onSave: fn(async () => ({ fieldErrors: { body: ['The e-mail text must contain {{invite_link}}, so the influencer can open the invite.'] } })) },
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement);
    await userEvent.type(editor.getByRole('textbox', { name: 'E-mail text' }), ' Thanks!');
    await userEvent.click(editor.getByRole('button', { name: 'Save template' }));
    await expect(await editor.findByText(/must contain \{\{invite_link\}\}/)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', template: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the template' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', template: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
