import { breadcrumbs, isIdSegment } from './breadcrumbs';

const trail = (path: string) => breadcrumbs(path).map((crumb) => (crumb.path ? `${crumb.label} (${crumb.path})` : crumb.label));

describe('breadcrumbs (SPEC §2: start at Home, hidden on dashboards, ids as Details)', () => {
  it.each(['/dashboard', '/dashboard/', '/'])('shows none on %s', (path) => {
    expect(breadcrumbs(path)).toEqual([]);
  });

  it.each([
    ['/campaigns/invites', ['Home (/dashboard)', 'Campaigns (/campaigns)', 'Campaign Invites']],
    ['/settings', ['Home (/dashboard)', 'Settings']],
    ['/team/', ['Home (/dashboard)', 'Team Management']],
    ['/notifications', ['Home (/dashboard)', 'Notifications']],
    ['/help/getting-started/first-steps', ['Home (/dashboard)', 'Help Centre (/help)', 'Getting Started (/help/getting-started)', 'First Steps']],
    [
      '/campaigns/active/42/content',
      ['Home (/dashboard)', 'Campaigns (/campaigns)', 'Active Campaigns (/campaigns/active)', 'Details (/campaigns/active/42)', 'Content'],
    ],
    ['/brands/b1/campaigns', ['Home (/dashboard)', 'Campaigns']],
    ['/brands/b1/campaigns/c9', ['Home (/dashboard)', 'Campaigns (/brands/b1/campaigns)', 'Details']],
    ['/brands/b1/campaigns/create', ['Home (/dashboard)', 'Campaigns (/brands/b1/campaigns)', 'Create Campaign']],
    ['/brands/b1/campaigns/c9/success', ['Home (/dashboard)', 'Campaigns (/brands/b1/campaigns)', 'Details (/brands/b1/campaigns/c9)', 'Campaign Published']],
    [
      '/brands/b1/campaigns/wizard/c9/real-estate',
      ['Home (/dashboard)', 'Campaigns (/brands/b1/campaigns)', 'Details (/brands/b1/campaigns/c9)', 'Select Platforms'],
    ],
    ['/brands/b1/campaigns/wizard/new/general', ['Home (/dashboard)', 'Campaigns (/brands/b1/campaigns)', 'New Campaign', 'Campaign Details']],
  ])('%s', (path, expected) => {
    expect(trail(path)).toEqual(expected);
  });

  it('shows UUIDs and numbers as Details wherever they appear', () => {
    const id = '0b4c5a7e-1f2d-4c3b-9a8e-7d6c5b4a3f21';
    expect(trail(`/help/${id}/7`)).toEqual(['Home (/dashboard)', 'Help Centre (/help)', `Details (/help/${id})`, 'Details']);
    expect(isIdSegment(id)).toBe(true);
    expect(isIdSegment('42')).toBe(true);
    expect(isIdSegment('getting-started')).toBe(false);
  });

  it('never links a crumb to a path the shell has no page for, nor the current page', () => {
    const routable = /^\/(dashboard|campaigns(\/(invites|active)(\/[^/]+)?)?|help(\/[^/]+)?|brands\/[^/]+\/campaigns(\/[^/]+)?)$/;
    for (const path of ['/brands/b1/campaigns/wizard/c9/review', '/campaigns/active/42/content', '/help/a/b', '/x/y/z']) {
      const crumbs = breadcrumbs(path);
      expect(crumbs.at(-1)?.path).toBeUndefined();
      for (const crumb of crumbs.slice(0, -1)) if (crumb.path) expect(crumb.path).toMatch(routable);
    }
    expect(trail('/x/y/z')).toEqual(['Home (/dashboard)', 'X', 'Y', 'Z']);
  });
});
