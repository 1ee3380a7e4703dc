import { useEffect } from 'react';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { limits, timing } from '../../domain/constants';
import { SwipeableToast } from './swipeable-toast.component';
import { toastQueue, type ToastHostProps } from './toast-queue';

const toastComponents = Object.fromEntries(
  (['default', 'success', 'error', 'warning', 'info'] as const).map((variant) => [variant, SwipeableToast]),
);

/**
 * notistack configured per SPEC §9: 4000 ms, 3 visible at once, bottom-right, 356 px wide and 14 px apart, swiped
 * away from 45 px. Loaded with the first toast (toast-queue.ts); it renders into the ToastProvider's region.
 */
export function ToastHost({ domRoot }: ToastHostProps) {
  useEffect(() => {
    toastQueue.attach({ enqueue: enqueueSnackbar, close: closeSnackbar });
    return () => toastQueue.attach(null);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={limits.toastMaxVisible}
      autoHideDuration={timing.toastDurationMs}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      domRoot={domRoot}
      Components={toastComponents}
    />
  );
}

toastQueue.registerHost(ToastHost);
