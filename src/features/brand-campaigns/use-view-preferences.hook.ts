import { useCallback, useEffect, useState } from 'react';
import { defaultViewPreferences, loadViewPreferences, saveViewPreferences, type ViewPreferences } from './view-preferences';

/** The signed-in user's view preferences; nothing is stored until the user is known. */
export function useViewPreferences(userId: string | undefined) {
  const [preferences, setPreferences] = useState<ViewPreferences>(() => (userId ? loadViewPreferences(userId) : defaultViewPreferences));

  // whoami may arrive after the first render: read that user's choice then.
  useEffect(() => {
    if (userId) setPreferences(loadViewPreferences(userId));
  }, [userId]);

  const update = useCallback(
    (patch: Partial<ViewPreferences>) =>
      setPreferences((current) => {
        const next = { ...current, ...patch };
        if (userId) saveViewPreferences(userId, next);
        return next;
      }),
    [userId],
  );

  return [preferences, update] as const;
}
