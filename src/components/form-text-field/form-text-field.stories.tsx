import InputAdornment from '@mui/material/InputAdornment';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { FormTextField } from './form-text-field.component';

const meta = {
  title: 'Components/FormTextField',
  component: FormTextField,
  args: { label: 'Email', type: 'email', autoComplete: 'email', fullWidth: true },
} satisfies Meta<typeof FormTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await userEvent.type(input, 'asha@example.com');
    await expect(input).toHaveValue('asha@example.com');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

export const WithError: Story = {
  args: { error: true, helperText: 'Please enter a valid email address', defaultValue: 'not-an-email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  },
};

export const WithAdornment: Story = {
  args: { label: 'Amount', type: 'text', autoComplete: 'off', endAdornment: <InputAdornment position="end">USD</InputAdornment> },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'asha@example.com' } };
