import { useContext, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';
import type { RootState } from '../../app/store';
import { defaultTimeZone } from '../../domain/format/display-format';

const noSubscription = () => () => undefined;

/**
 * The reader's time zone (settings → profile → timezone; UTC until the settings are loaded) for formatDateTime and
 * formatDay. Outside a store (a component rendered on its own) it is UTC: showing a date never needs the app around it.
 */
export function useTimeZone(): string {
  const store = useContext(ReactReduxContext)?.store ?? null;
  const read = () => (store?.getState() as RootState | undefined)?.settings?.current.profile.timezone;
  return useSyncExternalStore(store?.subscribe ?? noSubscription, read, read) || defaultTimeZone;
}
