import { firstPaintHeading, firstPaintNotice, firstPaintShellHtml } from './first-paint-shell';
import { landingPath } from './page-bootstrap';

const brand = { is_brand: true, is_influencer: false, is_profile_completed: true, brand_id: 'b1', influencer_id: null };

describe('the first paint of a signed-in page', () => {
  it("paints the heading of the pages whose heading is their path's title, and no other", () => {
    expect(firstPaintHeading('/dashboard')).toBe('Dashboard');
    expect(firstPaintHeading('/dashboard/')).toBe('Dashboard');
    expect(firstPaintHeading('/brands/b1/campaigns')).toBe('Campaigns');
    expect(firstPaintHeading('/campaigns')).toBe('Campaigns');
    expect(firstPaintHeading('/notifications')).toBe('Notifications');
    // A campaign's page is headed by the campaign's name, which only its data tells.
    expect(firstPaintHeading('/brands/b1/campaigns/c1')).toBeNull();
    expect(firstPaintHeading('/profile-setup')).toBeNull();
  });

  it('paints where a brand really lands: the role gate sends brands away from influencer-only pages', () => {
    expect(landingPath('/settings', brand)).toBe('/dashboard');
    expect(landingPath('/campaigns', brand)).toBe('/brands/b1/campaigns');
    expect(landingPath('/notifications', brand)).toBe('/notifications');
    expect(landingPath('/settings', { ...brand, is_brand: false, is_influencer: true, brand_id: null, influencer_id: 'i1' })).toBe('/settings');
  });

  it('draws the notice, the top bar, the breadcrumbs and the heading, every text escaped', () => {
    const html = firstPaintShellHtml({ path: '/brands/b1/campaigns', heading: 'Campaigns', notice: { text: 'Payouts <b>today</b> & "soon"', severity: 'warning' } });
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('h1')?.textContent).toBe('Campaigns');
    expect([...page.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((item) => item.textContent)).toEqual(['Home', 'Campaigns']);
    expect(page.querySelector('.ih-first-paint-notice')?.textContent).toBe('Payouts <b>today</b> & "soon"');
    expect(page.querySelector('.ih-first-paint-notice b')).toBeNull();
    expect(page.querySelector('.ih-first-paint-bar')?.textContent).toBe('InfluenceHub');
    // A picture of the page to come: not announced, and not what a role query finds before the app works.
    expect(page.querySelector('.ih-first-paint')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('leaves the strip out without notices and the breadcrumbs out on the dashboard', () => {
    const page = document.createElement('div');
    page.innerHTML = firstPaintShellHtml({ path: '/dashboard', heading: 'Dashboard' });
    expect(page.querySelector('.ih-first-paint-notice')).toBeNull();
    expect(page.querySelector('nav')).toBeNull();
  });

  it("paints the strip's first notice as the strip shows it: either form of message, links as their words, a known severity", () => {
    const answer = (message: unknown, severity: unknown = 'success') => ({ results: [{ id: 'n1', message, severity }, { id: 'n2', message: 'Second', severity: 'info' }] });
    expect(firstPaintNotice(answer('Payouts by UPI. [Read more](/help/payouts)'))).toEqual({ text: 'Payouts by UPI. Read more', severity: 'success' });
    expect(firstPaintNotice(answer({ content: 'Maintenance tonight' }, 'warning'))).toEqual({ text: 'Maintenance tonight', severity: 'warning' });
    expect(firstPaintNotice(answer({ text: 'Hello' }, 'shouting'))).toEqual({ text: 'Hello', severity: 'info' });
    expect(firstPaintNotice(answer({}))).toBeNull();
    expect(firstPaintNotice({ results: [] })).toBeNull();
    expect(firstPaintNotice(undefined)).toBeNull();
  });
});
