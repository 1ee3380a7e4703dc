import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';

export interface RefusalAlertProps {
  /** The server's refusal or the failure text; nothing renders without one. */
  message: string | null | undefined;
}

/**
 * A failed action's message, placed by the caller next to the control that was pressed (issue 13: a refusal is seen
 * where the person acted). It is announced (role alert) and brought into view when it appears, in case the control
 * sat at the bottom edge of the window and the message landed just below it.
 */
export function RefusalAlert({ message }: RefusalAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom has no layout and no scrollIntoView; browsers move only as far as needed ('nearest').
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <Alert ref={ref} severity="error" role="alert">
      {message}
    </Alert>
  );
}
