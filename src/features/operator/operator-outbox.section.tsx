import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useListEmailTrackingRecordsQuery, useListOutboxMessagesQuery } from '../../api/generated/api';
import { OperatorOutboxView, type OutboxTab } from './operator-outbox.view';

/** Loads GET dev/outbox/ (404 when SMTP is configured) and GET email-tracking/admin/records/, a page at a time. */
export function OperatorOutboxSection() {
  const [tab, setTab] = useState<OutboxTab>('messages');
  const [page, setPage] = useState(1);
  const [recordsPage, setRecordsPage] = useState(1);
  const messages = useListOutboxMessagesQuery({ page, pageSize: 25 }, { skip: tab !== 'messages' });
  const records = useListEmailTrackingRecordsQuery({ page: recordsPage, pageSize: 25 }, { skip: tab !== 'records' });
  const smtp = (messages.error as FetchBaseQueryError | undefined)?.status === 404;
  return (
    <OperatorOutboxView
      tab={tab}
      onTab={setTab}
      messagesStatus={messages.isLoading || messages.isUninitialized ? 'loading' : smtp ? 'smtp' : messages.isError && !messages.data ? 'error' : 'ready'}
      messages={messages.data?.results}
      messagesPaging={{ hasPrevious: Boolean(messages.data?.previous), hasNext: Boolean(messages.data?.next) }}
      onMessagesPage={(direction) => setPage((current) => Math.max(1, current + direction))}
      onRetryMessages={() => void messages.refetch()}
      recordsStatus={records.isLoading || records.isUninitialized ? 'loading' : records.isError && !records.data ? 'error' : 'ready'}
      records={records.data?.results}
      recordsPaging={{ hasPrevious: Boolean(records.data?.previous), hasNext: Boolean(records.data?.next) }}
      onRecordsPage={(direction) => setRecordsPage((current) => Math.max(1, current + direction))}
      onRetryRecords={() => void records.refetch()}
    />
  );
}
