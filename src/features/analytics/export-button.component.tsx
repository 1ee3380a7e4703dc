import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { notify } from '../../components/toast/notify';
import { analyticsTexts as t } from './analytics.texts';

/** Downloads one table as CSV; the caller leaves it out for a member without `analytics.export`. */
export function ExportButton({ table, onExport }: { table: string; onExport: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onExport();
      notify.success(t.exported);
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : t.exportFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="text" startIcon={<FileDownloadOutlined />} onClick={() => void run()} disabled={busy}
      aria-label={t.exportLabel(table)} sx={{ flexShrink: 0 }}>
      {busy ? t.exporting : t.exportCsv}
    </Button>
  );
}
