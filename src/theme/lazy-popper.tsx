import type { PopperProps } from '@mui/material/Popper';
import type { ComponentType } from 'react';
import { lazyUntilOpened } from '../components/lazy-dialog/lazy-dialog';

/**
 * Stands in for the Popper that MUI's Autocomplete shows its options in and Tooltip its title in (webpack.config.ts
 * swaps it in for their import of `../Popper`; Jest and Storybook keep MUI's own). Popper brings @popperjs/core and
 * the portal (about 8 kB gzip) into every page with an autocomplete field or a tooltip, although neither popup shows
 * before someone opens it. This loads Popper on the first open and keeps it mounted from then on, so closing
 * transitions run as before (as src/theme/lazy-select-menu.tsx does for the select menu).
 */
const LazyPopper = lazyUntilOpened<PopperProps>(async () =>
  (await import(/* webpackChunkName: "mui-popper" */ '@mui/material/Popper')).default as ComponentType<PopperProps>);

export default LazyPopper;
