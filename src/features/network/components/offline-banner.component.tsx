import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { limits } from '../../../domain/constants';
import { networkTexts } from '../../../domain/network/network.texts';
import {
  networkBannerCleared,
  reconnectMessageHeld,
  reconnectMessageReleased,
  retryRequested,
  selectBannerKind,
  selectNetwork,
  selectRetryAttemptLabel,
} from '../network.slice';

/**
 * Phones: across the top (the toasts take the bottom's full width). Wider screens: bottom-left, never reaching the
 * toasts' column at the bottom-right (356 px wide, 20 px from the edge).
 */
const placement = {
  position: 'fixed',
  zIndex: 'modal',
  pointerEvents: 'none',
  left: { xs: 0, md: 20 },
  right: { xs: 0, md: 'auto' },
  top: { xs: 0, md: 'auto' },
  bottom: { xs: 'auto', md: 20 },
  maxWidth: { md: 'min(560px, calc(100% - 416px))' },
} as const;

/**
 * SPEC §4 "Offline banner": red while offline (with retries), green "You're back online!" for 3 s, kept while the
 * pointer is over it or the focus is inside it.
 */
export function OfflineBanner() {
  const kind = useAppSelector(selectBannerKind);
  return <Box sx={placement}>{kind !== 'hidden' && <NetworkAlert offline={kind === 'offline'} />}</Box>;
}

/** The banner while shown: mounted afresh each time, so whether the pointer or the focus is on it starts false. */
function NetworkAlert({ offline }: { offline: boolean }) {
  const dispatch = useAppDispatch();
  const { isRetrying, retryCount, error } = useAppSelector(selectNetwork);
  const attempt = useAppSelector(selectRetryAttemptLabel);

  // The green message stays while the pointer is over it or the focus is inside it (network.saga.ts).
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const holding = !offline && (hovered || focused);
  useEffect(() => {
    if (!holding) return undefined;
    dispatch(reconnectMessageHeld());
    return () => {
      dispatch(reconnectMessageReleased());
    };
  }, [dispatch, holding]);
  const detail = isRetrying ? networkTexts.reconnecting : [attempt, error].filter(Boolean).join(' ');
  const retryAvailable = isRetrying || retryCount < limits.offlineMaxRetries;

  return (
    <Alert
      // The same element turns from alert into status when the connection is back, so the change is announced.
      role={offline ? 'alert' : 'status'}
      variant="filled"
      severity={offline ? 'error' : 'success'}
      square
      sx={{ pointerEvents: 'auto', alignItems: 'center', borderRadius: { md: 1 }, boxShadow: 6 }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
      action={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {offline && retryAvailable && (
            <Button
              color="inherit"
              size="small"
              variant="outlined"
              disabled={isRetrying}
              onClick={() => dispatch(retryRequested())}
              // MUI greys disabled buttons, unreadable on red: 'Retrying...' keeps the banner's white.
              sx={{ '&.Mui-disabled': { color: 'inherit', borderColor: 'currentColor', opacity: 0.85 } }}
            >
              {isRetrying ? networkTexts.retrying : networkTexts.retry}
            </Button>
          )}
          <IconButton color="inherit" size="small" aria-label={networkTexts.dismiss} onClick={() => dispatch(networkBannerCleared())}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      }
    >
      {offline ? networkTexts.offline : networkTexts.backOnline}
      {offline && detail && (
        <Box component="span" sx={{ display: 'block' }}>
          {detail}
        </Box>
      )}
    </Alert>
  );
}
