import { useState } from 'react';

/**
 * The state of a confirm dialog whose action may be refused: `confirm` runs the action for `subject`; a refusal
 * (the message `onConfirm` resolves to) stays in the dialog as `error`, success closes it. While the action runs the
 * dialog cannot be closed, and closing forgets an earlier refusal.
 */
export function useConfirmStep<T>(subject: T | null, onConfirm: (subject: T) => Promise<string | undefined>, onClose: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const close = () => {
    if (busy) return;
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    if (subject === null) return;
    setBusy(true);
    setError(undefined);
    const failure = await onConfirm(subject);
    setBusy(false);
    if (failure) setError(failure);
    else onClose();
  };
  return { busy, error, close, confirm };
}
