import type MenuComponent from '@mui/material/Menu';
import type { ComponentProps, ComponentType } from 'react';
import { lazyUntilOpened } from '../components/lazy-dialog/lazy-dialog';

type MenuProps = ComponentProps<typeof MenuComponent>;

/**
 * Stands in for the Menu that MUI's Select shows its options in (webpack.config.ts swaps it in for the import in
 * `@mui/material/Select/SelectInput`; Jest and Storybook keep MUI's own). Menu brings Popover, Modal, the focus trap and the
 * transitions into every page with a select field, although the list appears only when someone opens it. This
 * loads Menu on the first open and keeps it mounted from then on, so closing animates and focus returns as before.
 */
const LazySelectMenu = lazyUntilOpened<MenuProps>(async () =>
  (await import(/* webpackChunkName: "mui-select-menu" */ '@mui/material/Menu')).default as ComponentType<MenuProps>);

export default LazySelectMenu;
