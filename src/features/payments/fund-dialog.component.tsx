import { useCreateFundingOrderMutation } from '../../api/generated/api';
import { navigateToCheckout } from './checkout-navigation';
import { FundDialogView, type FundDialogViewProps } from './fund-dialog.view';
import { fundingFailure } from './funding-failure';

export interface FundDialogProps extends Omit<FundDialogViewProps, 'onSubmit'> {
  brandId: string;
}

/**
 * POST brands/{id}/funding-orders/, then off to the provider's checkout by form navigation. Loaded with the first
 * Fund press (lazyDialog): Dialog, react-hook-form and the rules stay out of the page's first load.
 */
export default function FundDialog({ brandId, ...props }: FundDialogProps) {
  const [createFunding] = useCreateFundingOrderMutation();
  const { campaign } = props;

  async function submit(amount: string) {
    if (!campaign) return;
    const result = await createFunding({ id: brandId, fundingOrderCreate: { campaign_id: campaign.campaign_id, amount } });
    if (result.error) return fundingFailure(result.error);
    navigateToCheckout(result.data.checkout);
  }

  return <FundDialogView {...props} onSubmit={submit} />;
}
