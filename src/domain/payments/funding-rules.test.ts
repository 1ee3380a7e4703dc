import { amountMessages } from './money-amount';
import { fundingAmountProblem, fundingState } from './funding-rules';
import { paymentTexts } from './payment.texts';

const campaign = { campaign_status: 'active', currency: 'INR', fund_up_to: '25000.00' };

describe('funding rules', () => {
  it('checks the amount like the server: format, then the room left to the budget', () => {
    expect(fundingAmountProblem('', campaign)).toBe(amountMessages.required);
    expect(fundingAmountProblem('12.345', campaign)).toBe(amountMessages.invalid);
    expect(fundingAmountProblem('0', campaign)).toBe(amountMessages.positive);
    expect(fundingAmountProblem('25,000.01', campaign)).toBe(paymentTexts.overBudget('₹25,000'));
    expect(fundingAmountProblem('25,000', campaign)).toBeNull();
    expect(fundingAmountProblem('9999999', { ...campaign, fund_up_to: null })).toBeNull();
  });

  it('tells open, funded to budget and closed campaigns apart', () => {
    expect(fundingState(campaign)).toBe('open');
    expect(fundingState({ ...campaign, fund_up_to: null })).toBe('open');
    expect(fundingState({ ...campaign, fund_up_to: '0.00' })).toBe('full');
    expect(fundingState({ ...campaign, campaign_status: 'completed', fund_up_to: null })).toBe('closed');
  });
});

describe('the smallest payment', () => {
  it('refuses less than 1.00 in the campaign currency, like the server', () => {
    const campaign = { campaign_status: 'active', currency: 'INR', fund_up_to: null };
    expect(fundingAmountProblem('0.99', campaign)).toBe('The smallest payment is ₹1.');
    expect(fundingAmountProblem('1', campaign)).toBeNull();
  });
});
