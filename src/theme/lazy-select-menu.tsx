import type MenuComponent from '@mui/material/Menu';
import { forwardRef, lazy, Suspense, useState, type ComponentProps } from 'react';

const Menu = lazy(() => import(/* webpackChunkName: "mui-select-menu" */ '@mui/material/Menu'));

/**
 * Stands in for the Menu that MUI's Select shows its options in (webpack.config.ts swaps it in for the import in
 * `@mui/material/Select/SelectInput`; Jest and Storybook keep MUI's own). Menu brings Popover, Modal, the focus trap and the
 * transitions into every page with a select field, although the list appears only when someone opens it. This
 * loads Menu on the first open and keeps it mounted from then on, so closing animates and focus returns as before.
 */
const LazySelectMenu = forwardRef<HTMLDivElement, ComponentProps<typeof MenuComponent>>(function LazySelectMenu(props, ref) {
  const [wanted, setWanted] = useState(Boolean(props.open || props.keepMounted));
  // Derived state: the first open (or keepMounted) loads the menu, and it stays.
  if (!wanted && (props.open || props.keepMounted)) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Menu ref={ref} {...props} />
    </Suspense>
  );
});

export default LazySelectMenu;
