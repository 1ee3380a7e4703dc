import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { brandSwitcherTexts as t } from '../../../domain/brands/brand-switcher.texts';
import { closeOverlaysInJsdom } from '../testing/shell-story-helpers';
import { BrandSwitcherView, type SwitcherBrand } from './brand-switcher.view';

const acme: SwitcherBrand = { id: 'b-acme', name: 'Acme Demo Co.', role: 'admin' };
const bloom: SwitcherBrand = { id: 'b-bloom', name: 'Bloom Street Studio', role: 'manager' };
const longName: SwitcherBrand = { id: 'b-long', name: 'The Extraordinarily Long-Named Heritage Handloom Cooperative of Kutch', role: 'viewer' };

/** The top bar's brand switcher (docs/team.md "Several brands"): only for members of two or more brands. */
const meta = {
  title: 'Shell/BrandSwitcher',
  component: BrandSwitcherView,
  args: { brands: [acme, bloom], currentBrandId: acme.id, onSwitch: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 260, p: 1 }}>
        <Story />
      </Box>
    ),
  ],
  afterEach: closeOverlaysInJsdom,
} satisfies Meta<typeof BrandSwitcherView>;

export default meta;
type Story = StoryObj<typeof meta>;

const switcherButton = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name: t.buttonLabel(name) });

/** Closed: the current brand's name; the button says it switches. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = switcherButton(canvasElement, 'Acme Demo Co.');
    await expect(button).toHaveTextContent('Acme Demo Co.');
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  },
};

/** Open: every brand with the user's role there; the current one is marked. Picking another switches to it. */
export const OpenAndSwitch: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(switcherButton(canvasElement, 'Acme Demo Co.'));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Acme Demo Co.Admin');
    await expect(items[0]).toHaveAttribute('aria-current', 'true');
    await expect(items[1]).toHaveTextContent('Bloom Street StudioManager');
    await userEvent.click(items[1] as HTMLElement);
    await expect(args.onSwitch).toHaveBeenCalledWith(bloom);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Picking the current brand only closes the menu. */
export const PickCurrent: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(switcherButton(canvasElement, 'Acme Demo Co.'));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Acme Demo Co\./ }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(args.onSwitch).not.toHaveBeenCalled();
  },
};

/** While the switch is saved the button is disabled (no second switch on top of it). */
export const Switching: Story = {
  args: { switching: true },
  play: async ({ canvasElement }) => {
    await expect(switcherButton(canvasElement, 'Acme Demo Co.')).toBeDisabled();
  },
};

/** A long brand name is cut inside the button (the menu shows it in full as far as it fits). */
export const LongName: Story = {
  args: { brands: [longName, acme], currentBrandId: longName.id },
  play: async ({ canvasElement }) => {
    await expect(switcherButton(canvasElement, longName.name)).toBeInTheDocument();
  },
};

/** A member of one brand has nothing to switch to: no switcher at all. */
export const SingleBrand: Story = {
  args: { brands: [acme] },
  render: (args) => (
    <>
      <span>Acme Demo Co. is the only brand: the top bar shows no switcher.</span>
      <BrandSwitcherView {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
