import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { LazyAutocomplete } from './lazy-autocomplete.component';

const languages = ['English', 'Hindi', 'Malayalam', 'Tamil'];

/** An Autocomplete that loads on first focus: drawn with its chips until then, the real one after. */
const meta = {
  title: 'Components/LazyAutocomplete',
  component: LazyAutocomplete<string, true>,
  args: {
    multiple: true,
    options: languages,
    value: [],
    renderInput: (params) => <TextField {...params} label="Languages" />,
  },
} satisfies Meta<typeof LazyAutocomplete<string, true>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeFocus: Story = {
  args: { value: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Languages' })).toHaveValue('');
  },
};

export const WithValues: Story = {
  args: { value: ['Hindi', 'Tamil'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Tamil', {}, { timeout: 15_000 })).toBeInTheDocument();
  },
};

export const Opened: Story = {
  args: { value: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Languages' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('listbox', {}, { timeout: 15_000 })).toBeInTheDocument();
  },
};
