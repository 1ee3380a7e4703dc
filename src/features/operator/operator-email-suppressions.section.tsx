import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import {
  useAddEmailSuppressionMutation, useListEmailSuppressionsQuery, useRemoveEmailSuppressionMutation, type EmailSuppression,
} from '../../api/generated/api';
import { notify } from '../../components/toast/notify';
import { mutationErrorText } from '../mutation-errors/mutation-error-text';
import { useTimeZone } from '../settings/use-time-zone.hook';
import { operatorSuppressionsTexts as t } from './operator-email-suppressions.texts';
import { OperatorEmailSuppressionsView } from './operator-email-suppressions.view';
import type { AddSuppressionResult } from './email-suppression-add-dialog.component';

const pageSize = 25;
const detailOf = (error: FetchBaseQueryError) => {
  const detail = (error.data as { detail?: unknown } | undefined)?.detail;
  return typeof detail === 'string' ? detail : null;
};

/**
 * GET email-tracking/admin/suppressions/ a page at a time, with its POST (add) and DELETE (remove). They share the
 * generated 'Email tracking' tag, so each change refetches the list. Refusals show in the dialog (silent-mutations.ts).
 */
export function OperatorEmailSuppressionsSection() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const list = useListEmailSuppressionsQuery({ page, pageSize, ...(search ? { search } : {}) });
  const [add] = useAddEmailSuppressionMutation();
  const [remove] = useRemoveEmailSuppressionMutation();
  const timeZone = useTimeZone();
  // The last address of the last page was removed: that page is gone (404 "Invalid page"), show the one before.
  const pageGone = page > 1 && (list.error as FetchBaseQueryError | undefined)?.status === 404;
  useEffect(() => {
    if (pageGone) setPage((current) => Math.max(1, current - 1));
  }, [pageGone]);

  const onAdd = async (email: string): Promise<AddSuppressionResult> => {
    const result = await add({ addEmailSuppression: { email } });
    if ('error' in result && result.error) {
      const error = result.error as FetchBaseQueryError;
      const field = (error.data as { errors?: { email?: string[] } } | undefined)?.errors?.email?.[0];
      if (error.status === 400 && field) return { field };
      return { form: (error.status === 409 ? detailOf(error) : null) ?? mutationErrorText(error) };
    }
    notify.success(t.added(result.data.email));
  };
  const onRemove = async (suppression: EmailSuppression) => {
    // The generated endpoint puts the argument into the path as it is: an address may hold '/', '?', '#' or '%'.
    const result = await remove({ email: encodeURIComponent(suppression.email) });
    if ('error' in result && result.error) {
      const error = result.error as FetchBaseQueryError;
      // Gone meanwhile (another operator, or the person themselves): the list shows what is true now.
      if (error.status === 404) void list.refetch();
      return (error.status === 404 ? detailOf(error) : null) ?? mutationErrorText(error);
    }
    notify.success(t.removed(suppression.email));
    return undefined;
  };

  const status = list.isLoading || (list.isFetching && !list.data) ? 'loading' : list.isError && !list.data ? 'error' : 'ready';
  return (
    <OperatorEmailSuppressionsView
      status={status}
      suppressions={list.data?.results}
      count={list.data?.count ?? 0}
      paging={{ hasPrevious: Boolean(list.data?.previous), hasNext: Boolean(list.data?.next) }}
      onPage={(direction) => setPage((current) => Math.max(1, current + direction))}
      onRetry={() => void list.refetch()}
      search={search}
      onSearch={(value) => {
        setSearch(value);
        setPage(1);
      }}
      onAdd={onAdd}
      onRemove={onRemove}
      timeZone={timeZone}
    />
  );
}
