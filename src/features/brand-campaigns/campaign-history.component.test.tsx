import { render, screen, within } from '@testing-library/react';
import { sampleEvents } from './brand-campaigns.fixtures';
import { CampaignHistory } from './campaign-history.component';

describe('CampaignHistory', () => {
  it("names every step in words, the matcher's included, newest first, with who and the note", () => {
    render(<CampaignHistory status="ready" events={sampleEvents} />);
    const entries = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('p')?.textContent?.split(' · ')[0])).toEqual([
      'Paused', 'First influencer accepted', 'First invites sent', 'Candidates found', 'Matching started', 'Published', 'Created',
    ]);
    expect(entries[3]).toHaveTextContent('Finding influencers → Outreach pending');
    expect(entries[3]).toHaveTextContent('System');
    expect(entries[3]).toHaveTextContent('“12 candidates matched”');
    expect(screen.queryByText(/queue_outreach|start_matching|start_outreach|activate/)).not.toBeInTheDocument();
  });
});
