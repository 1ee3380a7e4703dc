import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SpriteIcon } from './sprite-icon.component';
import { spriteSymbols } from './sprite-url';

const meta = {
  title: 'Components/SpriteIcon',
  component: SpriteIcon,
  args: { symbol: 'logo', fontSize: 'large', color: 'primary' },
} satisfies Meta<typeof SpriteIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Logo: Story = {};
export const AllSymbols: Story = {
  render: (args) => (
    <Stack direction="row" spacing={2}>
      {spriteSymbols.map((symbol) => (
        <SpriteIcon key={symbol} {...args} symbol={symbol} titleAccess={symbol} />
      ))}
    </Stack>
  ),
};
