import MenuItem from '@mui/material/MenuItem';

/**
 * An option of a select field (`<TextField select>`, `<Select>`): MUI's MenuItem. It shows only in the select's menu,
 * which loads on the first open (src/theme/lazy-select-menu.tsx); in the app build webpack.config.ts swaps this module
 * for src/theme/lazy-select-option.tsx, so the option loads with that menu too (MenuItem and its roving focus, about
 * 3.5 kB gzip). Jest and Storybook use MenuItem as it is. Menus that are not a select's keep MenuItem.
 */
export const SelectOption = MenuItem;
