import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { SelectOption } from './select-option.component';

/** The options of a select field: shown once the select is opened. */
const meta = {
  title: 'Components/SelectOption',
  component: SelectOption,
} satisfies Meta<typeof SelectOption>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InASelect: Story = {
  render: () => (
    <TextField select label="Platform" defaultValue="youtube" sx={{ minWidth: 200 }}>
      <SelectOption value="youtube">YouTube</SelectOption>
      <SelectOption value="instagram">Instagram</SelectOption>
    </TextField>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Platform' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Instagram' })).toBeInTheDocument();
  },
};
