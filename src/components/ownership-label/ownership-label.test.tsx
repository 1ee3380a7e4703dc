import { render, screen } from '@testing-library/react';
import { OwnershipLabel } from './ownership-label.component';

describe('OwnershipLabel', () => {
  it('names the platform that confirmed a verified link', () => {
    render(<OwnershipLabel checked platform="instagram" />);
    expect(screen.getByText('Account verified')).toHaveAccessibleDescription("Instagram confirmed this was posted from the influencer's connected account.");
  });

  it('tells the brand what "not verified" means and what to do, in visible text', () => {
    render(<OwnershipLabel checked={false} platform="youtube" />);
    expect(screen.getByText('Account not verified')).toBeVisible();
    expect(screen.getByText(/Open the content and check the account before you verify it\./)).toBeVisible();
  });

  it('shows nothing for an uploaded file (no platform to ask)', () => {
    const { container } = render(<OwnershipLabel checked={false} platform={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
