import { useState } from 'react';
import { useEndAccountSessionMutation, useEndOtherAccountSessionsMutation, useListAccountSessionsQuery } from '../../api/enhanced-api';
import { notify } from '../../components/toast/notify';
import { useTimeZone } from '../settings/use-time-zone.hook';
import { securityTexts as texts } from './account-security.texts';
import { SessionsList } from './sessions-list.component';

/** Settings > Sessions wired to GET/DELETE accounts/sessions/ (failures toast through the failed-mutation saga). */
export function SessionsSection() {
  const list = useListAccountSessionsQuery();
  const [endOne] = useEndAccountSessionMutation();
  const [endOthers] = useEndOtherAccountSessionsMutation();
  const [ending, setEnding] = useState<string | null>(null);
  const timeZone = useTimeZone();

  const run = async (key: string, action: () => Promise<string>) => {
    setEnding(key);
    try {
      notify.success(await action());
    } catch {
      // The failed-mutation saga has shown the error.
    } finally {
      setEnding(null);
    }
  };

  return (
    <SessionsList
      status={list.isLoading ? 'loading' : list.isError && !list.data ? 'error' : 'ready'}
      sessions={list.data?.results ?? []}
      timeZone={timeZone}
      ending={ending}
      onRetry={() => void list.refetch()}
      onEnd={(id) =>
        void run(id, async () => {
          await endOne({ id }).unwrap();
          return texts.sessionEnded;
        })
      }
      onEndOthers={() =>
        void run('others', async () => {
          const { ended } = await endOthers().unwrap();
          return texts.othersEnded(ended);
        })
      }
    />
  );
}
