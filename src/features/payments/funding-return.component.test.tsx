import { screen } from '@testing-library/react';
import { json, mockApi, renderRoutes, signedIn } from '../../test/render';
import { paymentPageTexts as t, paymentTexts } from '../../domain/payments/payment.texts';
import { FundingReturn } from './funding-return.component';
import { funding } from './payments.fixtures';

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const show = (slowAfterMs: number) =>
  renderRoutes([{ path: '/payments', element: <FundingReturn fundingId="f9" slowAfterMs={slowAfterMs} onDismiss={jest.fn()} /> }], {
    route: '/payments?funding=f9',
    preloadedState: signedIn(),
  });

describe('FundingReturn', () => {
  it('says the payment is still being confirmed once it takes long, and keeps watching', async () => {
    fetchMock = mockApi({ '/funding-orders/f9/': () => json(funding({ id: 'f9', status: 'authorized', paid_at: null })) });
    show(300);
    expect(await screen.findByText(paymentTexts.confirming)).toBeInTheDocument();
    expect(await screen.findByText(t.confirmingSlow, {}, { timeout: 3_000 })).toBeInTheDocument();
  });

  it('says so when the funding cannot be found', async () => {
    fetchMock = mockApi({});
    show(60_000);
    expect(await screen.findByText(t.returnUnknown, {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
