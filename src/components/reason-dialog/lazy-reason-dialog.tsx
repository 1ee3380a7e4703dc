import { lazyDialog } from '../lazy-dialog/lazy-dialog';

/**
 * ReasonDialog whose code (Dialog, Modal, react-hook-form, yup's resolver) loads on the first open: every page that
 * asks for a reason does so only after a click (docs/performance.md). Same props as ReasonDialog.
 */
export const LazyReasonDialog = lazyDialog(
  () => import(/* webpackChunkName: "reason-dialog" */ './reason-dialog.component').then((m) => m.ReasonDialog),
);
