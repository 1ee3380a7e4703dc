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
    value: ['Hindi'],
    renderInput: (params) => <TextField {...params} label="Languages" />,
  },
} satisfies Meta<typeof LazyAutocomplete<string, true>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeFocus: Story = {
  args: { value: ['Hindi', 'Tamil'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Languages' })).toBeInTheDocument();
    await expect(canvas.getByText('Tamil')).toBeInTheDocument();
  },
};

export const Opened: Story = {
  args: { value: ['Hindi'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Languages' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('listbox', {}, { timeout: 15_000 })).toBeInTheDocument();
  },
};
