/** RazorpayX Payouts entities (integrations.md §3.2; markdown-docs api/x/*). */
export interface RazorpayXContact {
  id: string;
  entity: 'contact';
  name: string;
  contact: string | null;
  email: string | null;
  type: string | null;
  reference_id: string | null;
  batch_id: string | null;
  active: boolean;
  notes: Record<string, string> | [];
  created_at: number;
}

export interface RazorpayXFundAccount {
  id: string;
  entity: 'fund_account';
  contact_id: string;
  account_type: 'vpa' | 'bank_account';
  vpa?: { username: string; handle: string; address: string };
  bank_account?: { name: string; ifsc: string; bank_name: string | null; account_number: string; notes: [] };
  batch_id: string | null;
  active: boolean;
  created_at: number;
}

export type RazorpayXPayoutMode = 'UPI' | 'IMPS' | 'NEFT' | 'RTGS';
export type RazorpayXPayoutPurpose = 'payout' | 'refund' | 'cashback' | 'salary' | 'utility bill' | 'vendor bill';
export type RazorpayXPayoutStatus = 'pending' | 'queued' | 'scheduled' | 'processing' | 'processed' | 'reversed' | 'cancelled' | 'rejected' | 'failed';

export interface RazorpayXStatusDetails {
  description: string;
  /** gateway | beneficiary_bank | business | internal */
  source: string;
  /** e.g. low_balance, imps_not_allowed, bank_account_closed, beneficiary_bank_offline, payout_processed */
  reason: string;
}

export interface RazorpayXPayout {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  amount: number;
  currency: 'INR';
  notes: Record<string, string> | [];
  /** Known once processing (paise, tax included). */
  fees: number;
  tax: number;
  status: RazorpayXPayoutStatus;
  purpose: string;
  utr: string | null;
  mode: RazorpayXPayoutMode;
  reference_id: string | null;
  narration: string | null;
  batch_id: string | null;
  status_details: RazorpayXStatusDetails | null;
  fee_type: string | null;
  failure_reason: string | null;
  created_at: number;
}
