/**
 * Mutations whose failures do NOT get the generic error toast, by endpoint name (operationId), each with its reason.
 * Add an endpoint here when its caller shows its own message (or must stay silent), so a failure never toasts twice.
 */
export const silentMutations: Readonly<Record<string, string>> = {
  // Server-to-server; the SPA never calls it, listed so a stray call cannot surface a toast.
  receiveClerkWebhook: 'identity provider webhook',
  // SPEC §7: failures of the metrics and error-report sender are silently ignored.
  ingestMetrics: 'metrics batches and error reports',
  // The delete-account dialog shows every failure itself (under the field, or above the form).
  deleteMyAccount: 'account deletion dialog',
  // The payout form shows field errors under their fields and anything else above the form.
  updateUpi: 'payout method form',
  updateBankDetails: 'payout method form',
  // The tax details dialog shows PAN and GSTIN errors under their fields and every other refusal inside it.
  updateMyTaxDetails: 'tax details dialog',
  // The campaign details confirm dialogs show the server's detail (403 viewers, 409 invalid status) inside the dialog.
  changeCampaignStatus: 'campaign status dialog',
  deleteCampaign: 'delete draft dialog',
  // The campaign wizard shows the server's detail (403 viewers, 409 status) in an Alert on the step.
  createCampaign: 'campaign wizard, first step',
  publishCampaign: 'campaign wizard, review step',
  updateCampaign: 'campaign wizard, each step',
  // The invite details page shows a failed answer in the application form or the decline dialog.
  acceptCampaignInvite: 'campaign application form',
  declineCampaignInvite: 'decline invite dialog',
  // The /profile rates dialog shows field errors under their fields and every other refusal inside the dialog.
  replaceMyRates: 'rates and availability dialog',
  // The fund dialog shows the amount's error under the field and every other refusal inside the dialog.
  createFundingOrder: 'fund campaign dialog',
  // The payout approval's confirm dialog shows a refusal (403 not an admin, 409 approved already) inside it.
  approvePayoutLine: 'payout approval dialog',
  // The payment methods section shows field errors in the add dialog, and other refusals where the person acted.
  addBrandPaymentMethod: 'add payment method dialog',
  updateBrandPaymentMethod: 'payment methods section (set as default)',
  removeBrandPaymentMethod: 'remove payment method dialog',
  // The reconciliation page shows a refused start (409: a run is running) above the runs.
  startReconciliationRun: 'reconciliation page',
  // Invitation e-mails (docs/outreach-email.md "Suppression list"): the refusal shows under the button pressed, on
  // /settings and in the operator's add and remove dialogs.
  removeMyEmailSuppression: 'settings, invitation e-mails notice',
  addEmailSuppression: 'operator suppressions, add dialog',
  removeEmailSuppression: 'operator suppressions, remove dialog',
};

export const isSilentMutation = (endpointName: string): boolean => Object.hasOwn(silentMutations, endpointName);
