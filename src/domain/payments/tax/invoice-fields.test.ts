import { splitGst } from './gst.calculator';
import { invoiceFields, missingInvoiceFields, type InvoiceDraft } from './invoice-fields';

const intraLine = {
  sac: '998361',
  description: 'Instagram reel for the Diwali campaign',
  taxablePaise: 1_00_000_00,
  gst: splitGst({ taxablePaise: 1_00_000_00, supplierStateCode: '27', placeOfSupplyStateCode: '27', rateBp: 1800 }),
};

const complete: InvoiceDraft = {
  document: 'tax-invoice',
  supplier: { name: 'Asha Rao', address: '12 MG Road, Pune 411001', gstin: '27AAPFU0939F1ZV', registered: true },
  invoiceNumber: 'IH/2627/000123',
  invoiceDate: '2026-11-26',
  recipient: { name: 'Brand Pvt Ltd', address: 'Andheri, Mumbai 400053', gstin: '27AAACR5055K1Z7', registered: true },
  placeOfSupplyStateCode: '27',
  lines: [intraLine],
  totalPaise: 1_18_000_00,
  reverseCharge: false,
  signed: true,
};

const ids = (draft: InvoiceDraft) => missingInvoiceFields(draft).map((field) => field.id);

describe('invoiceFields', () => {
  it('names each field once, with the Rule 46 clause of a tax invoice', () => {
    expect(new Set(invoiceFields.map((field) => field.id)).size).toBe(invoiceFields.length);
    expect(invoiceFields.every((field) => field.clause.taxInvoice?.startsWith('46'))).toBe(true);
  });
});

describe('missingInvoiceFields', () => {
  it('a complete intra-state tax invoice lacks nothing', () => {
    expect(missingInvoiceFields(complete)).toEqual([]);
  });

  it('an empty tax invoice lacks everything, each with its clause', () => {
    const empty: InvoiceDraft = { document: 'tax-invoice', supplier: { registered: true }, recipient: { registered: true }, lines: [] };
    expect(ids(empty)).toEqual([
      'supplierName',
      'supplierAddress',
      'supplierGstin',
      'invoiceNumber',
      'invoiceDate',
      'recipientName',
      'recipientAddress',
      'recipientGstin',
      'sac',
      'description',
      'taxableValue',
      'totalValue',
      'reverseCharge',
      'signature',
    ]);
    expect(missingInvoiceFields(empty)[0]).toEqual({ id: 'supplierName', clause: '46(a)', label: 'Supplier name', problem: 'missing' });
  });

  it('reports invalid GSTIN, invoice number, date and SAC', () => {
    const draft: InvoiceDraft = {
      ...complete,
      supplier: { ...complete.supplier, gstin: '27AAPFU0939F1ZA' },
      invoiceNumber: 'INV 2026/11/26/000123',
      invoiceDate: '26/11/2026',
      lines: [{ ...intraLine, sac: 'ads' }],
    };
    expect(missingInvoiceFields(draft).map(({ id, problem, line }) => [id, problem, line])).toEqual([
      ['supplierGstin', 'invalid', undefined],
      ['invoiceNumber', 'invalid', undefined],
      ['invoiceDate', 'invalid', undefined],
      ['sac', 'invalid', 0],
    ]);
  });

  it('inter-state needs the place of supply; tax lines need rates and amounts', () => {
    const gst = splitGst({ taxablePaise: 1_00_000_00, supplierStateCode: '27', placeOfSupplyStateCode: '29', rateBp: 1800 });
    const draft: InvoiceDraft = { ...complete, placeOfSupplyStateCode: null, lines: [{ ...intraLine, gst }, { ...intraLine, gst: null }] };
    expect(missingInvoiceFields(draft).map(({ id, line }) => [id, line])).toEqual([
      ['taxRates', 1],
      ['taxAmounts', 1],
      ['placeOfSupply', undefined],
    ]);
  });

  it('unregistered recipient: name, address and state only from ₹50,000', () => {
    const unregistered = { registered: false as const };
    expect(ids({ ...complete, recipient: unregistered, totalPaise: 49_999_99 })).toEqual([]);
    expect(ids({ ...complete, recipient: unregistered, totalPaise: 50_000_00 })).toEqual(['recipientName', 'recipientAddress', 'recipientState']);
    expect(ids({ ...complete, recipient: { ...unregistered, name: 'A', address: 'B', stateCode: '40' }, totalPaise: 50_000_00 })).toEqual([
      'recipientState',
    ]);
  });

  it('export: the LUT endorsement is required', () => {
    const gst = splitGst({ taxablePaise: 1_00_000_00, supplierStateCode: '27', placeOfSupplyStateCode: 'outside-india', rateBp: 1800 });
    const draft: InvoiceDraft = { ...complete, placeOfSupplyStateCode: 'outside-india', lines: [{ ...intraLine, gst }], totalPaise: 1_00_000_00 };
    expect(ids(draft)).toEqual(['exportEndorsement']);
    expect(ids({ ...draft, exportEndorsement: 'Supply meant for export under LUT without payment of IGST' })).toEqual([]);
  });

  it('bill of supply: no tax fields; supplier GSTIN only when registered', () => {
    const draft: InvoiceDraft = {
      ...complete,
      document: 'bill-of-supply',
      supplier: { name: 'Asha Rao', address: 'Pune', registered: false },
      lines: [{ ...intraLine, gst: null }],
      totalPaise: 1_00_000_00,
      reverseCharge: null,
    };
    expect(missingInvoiceFields(draft)).toEqual([]);
    expect(missingInvoiceFields({ ...draft, supplier: { ...draft.supplier, registered: true } })).toEqual([
      { id: 'supplierGstin', clause: '49(a)', label: 'Supplier GSTIN', problem: 'missing' },
    ]);
  });
});
