import { sampleCampaign } from '../../domain/campaigns/campaign.fixtures';
import { firstIncompleteStep } from './first-incomplete-step';
import { nextStep, previousStep, stepOfPath } from './wizard-steps';

const today = new Date('2030-01-10T12:00:00Z');
const complete = () => sampleCampaign(today);

describe('firstIncompleteStep', () => {
  it('is review for a publishable campaign', () => {
    expect(firstIncompleteStep(complete(), today)).toBe('review');
  });

  it('is general for a fresh draft with only a name', () => {
    expect(firstIncompleteStep({ name: 'Monsoon', currency: 'INR', placements: [] }, today)).toBe('general');
  });

  it.each([
    ['description', { description: null }],
    ['objective', { objective: 'bogus' }],
    ['start date in the past', { start_date: '2030-01-09' }],
    ['end before start', { end_date: '2030-01-01' }],
    ['budget', { budget: '12.345' }],
    ['a target category', { target_categories: ['Nope'] }],
    ['criteria', { influencer_criteria: { platforms: [], min_followers: 10, max_followers: 5, min_engagement: null } }],
  ])('is general when the %s is wrong', (_what, change) => {
    expect(firstIncompleteStep({ ...complete(), ...change }, today)).toBe('general');
  });

  it('is real-estate without placements, with a bad placement or over budget', () => {
    expect(firstIncompleteStep({ ...complete(), placements: [] }, today)).toBe('real-estate');
    const bad = { ...complete().placements[0], quantity: 0 };
    expect(firstIncompleteStep({ ...complete(), placements: [bad] }, today)).toBe('real-estate');
    expect(firstIncompleteStep({ ...complete(), budget: '100.00' }, today)).toBe('real-estate');
  });

  it('is collateral when a link is not http(s)', () => {
    const collateral = { ...complete().collateral, links: ['ftp://example.com'] };
    expect(firstIncompleteStep({ ...complete(), collateral }, today)).toBe('collateral');
  });

  it('reports the earliest step when several are incomplete', () => {
    expect(firstIncompleteStep({ ...complete(), placements: [], objective: null }, today)).toBe('general');
  });
});

describe('step helpers', () => {
  it('maps API paths to steps and moves between steps', () => {
    expect(stepOfPath('placements.0.rate')).toBe('real-estate');
    expect(stepOfPath('collateral.links')).toBe('collateral');
    expect(stepOfPath('influencer_criteria.max_followers')).toBe('general');
    expect(nextStep('general')).toBe('real-estate');
    expect(nextStep('review')).toBe('review');
    expect(previousStep('general')).toBe('general');
  });
});
