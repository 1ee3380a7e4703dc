import { render, screen } from '@testing-library/react';
import { lazySection } from './lazy-section';

function Roster({ campaignId }: { campaignId: string }) {
  return <p>Roster of {campaignId}</p>;
}

describe('lazySection', () => {
  it('shows the page-area loader while the code loads, then the section with its props', async () => {
    let resolve: (component: typeof Roster) => void = () => undefined;
    const LazyRoster = lazySection(() => new Promise<typeof Roster>((done) => (resolve = done)));
    render(<LazyRoster campaignId="c1" />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    resolve(Roster);
    expect(await screen.findByText('Roster of c1', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
