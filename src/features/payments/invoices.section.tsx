import { useState } from 'react';
import { useListBrandInvoicesQuery, type TaxInvoiceSummary } from '../../api/generated/api';
import { downloadAuthorized } from '../../components/download/authorized-download';
import { invoiceSectionTexts as t } from '../../domain/payments/tax-invoice.texts';
import { BrandGstinSection } from './brand-gstin.section';
import { InvoicesView } from './invoices.view';

const pageSize = 20;

/** Saves one invoice's PDF (GET invoices/{lineId}/pdf/) with the bearer token; resolves to the text of a failure. */
export async function downloadInvoice(invoice: Pick<TaxInvoiceSummary, 'line_id'>): Promise<string | undefined> {
  try {
    await downloadAuthorized(`/api/v1/invoices/${encodeURIComponent(invoice.line_id)}/pdf/`, {
      fallbackName: t.fallbackName,
      refusal: (status) => (status === 404 ? t.notFound : undefined),
    });
    return undefined;
  } catch (problem) {
    return problem instanceof Error ? problem.message : t.downloadFailed;
  }
}

/**
 * The brand's invoices on /payments: GET brands/{id}/invoices/ (payments.view), newest first, a page at a time, under
 * the GSTIN they name (`canEditGstin`: payments.approve).
 */
export function InvoicesSection({ brandId, canEditGstin = false }: { brandId: string; canEditGstin?: boolean }) {
  const [page, setPage] = useState(1);
  const invoices = useListBrandInvoicesQuery({ id: brandId, page, pageSize });
  const status = invoices.isLoading || (invoices.isFetching && !invoices.data) ? 'loading' : invoices.isError || !invoices.data ? 'error' : 'ready';
  return (
    <InvoicesView status={status} invoices={invoices.data?.results} count={invoices.data?.count} page={page} pageSize={pageSize}
      onPage={setPage} onRetry={() => void invoices.refetch()} onDownload={downloadInvoice}
      gstin={<BrandGstinSection brandId={brandId} canEdit={canEditGstin} />} />
  );
}
