import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { CommandPaletteProvider } from './command-palette.provider';
import { DialogsInsideStory, sessionAs } from './command-palette.fixtures';
import { SearchField, SearchIconButton } from './search-box.component';

/** The top bar's search box: a search field on wide screens, an icon button on phones (SearchBox picks one). */
const meta = {
  title: 'Shell/Search box',
  component: SearchField,
  parameters: { route: '/dashboard', store: { preloadedState: sessionAs('influencer') } },
  decorators: [
    (Story) => (
      <DialogsInsideStory>
        <CommandPaletteProvider>
          <Story />
        </CommandPaletteProvider>
      </DialogsInsideStory>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('button', { name: /^Search \((⌘K|Ctrl K)\)$/ });
    await expect(box).toHaveTextContent(/Search\.\.\.(⌘K|Ctrl K)/);
  },
};

export const TypingOpensThePalette: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: /^Search/ }).focus();
    await userEvent.keyboard('p');
    const input = await within(canvasElement.ownerDocument.body).findByRole('combobox', { name: 'Command or search' });
    await expect(input).toHaveValue('p');
  },
};

export const Narrow: Story = {
  render: () => <SearchIconButton />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();
  },
};
