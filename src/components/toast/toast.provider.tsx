import { SnackbarProvider } from 'notistack';
import { useRef, useState, type ReactNode } from 'react';
import { limits, timing } from '../../domain/constants';
import { SwipeableToast } from './swipeable-toast.component';
import { useToastHotkey } from './use-toast-hotkey.hook';

export const toastRegionLabel = 'Notifications (Alt+T)';

const toastComponents = Object.fromEntries(
  (['default', 'success', 'error', 'warning', 'info'] as const).map((variant) => [variant, SwipeableToast]),
);

/**
 * notistack configured per SPEC §9: 4000 ms, 3 visible at once, bottom-right, 356 px wide and 14 px apart, swiped
 * away from 45 px. The toasts render inside a labelled region that Alt+T focuses, so keyboard and screen-reader
 * users can reach them.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const regionRef = useRef<HTMLElement | null>(null);
  const [region, setRegion] = useState<HTMLElement | null>(null);
  useToastHotkey(regionRef);

  return (
    <>
      <SnackbarProvider
        maxSnack={limits.toastMaxVisible}
        autoHideDuration={timing.toastDurationMs}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        domRoot={region ?? undefined}
        Components={toastComponents}
      >
        {children}
      </SnackbarProvider>
      <section
        aria-label={toastRegionLabel}
        tabIndex={-1}
        ref={(element) => {
          regionRef.current = element;
          setRegion(element);
        }}
      />
    </>
  );
}
