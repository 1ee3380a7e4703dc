import type MenuItem from '@mui/material/MenuItem';
import { lazy } from 'react';

/**
 * Stands in for src/components/select-option in the app build (webpack.config.ts): the option of a select field is
 * drawn only inside the select's menu, so MenuItem loads with that menu, in the same chunk as lazy-select-menu.tsx's
 * Menu. The menu's Suspense covers it; once loaded it renders at once.
 */
export const SelectOption = lazy(() => import(/* webpackChunkName: "mui-select-menu" */ '@mui/material/MenuItem')) as unknown as typeof MenuItem;
