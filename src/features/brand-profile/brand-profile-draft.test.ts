import { sampleBrandProfile } from '../../domain/brands/brand-profile.fixtures';
import { emptyBrandProfile } from '../../domain/brands/brand-profile';
import { clearBrandDraft, loadBrandDraft, saveBrandDraft, withAccountContact } from './brand-profile-draft';

describe('brand profile draft', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the step and the values per user until cleared', () => {
    saveBrandDraft('u1', { step: 1, values: sampleBrandProfile });
    expect(loadBrandDraft('u1')).toEqual({ step: 1, values: sampleBrandProfile });
    expect(loadBrandDraft('u2')).toBeNull();
    clearBrandDraft('u1');
    expect(loadBrandDraft('u1')).toBeNull();
  });

  it('ignores what is not part of the form and survives broken JSON', () => {
    window.localStorage.setItem('influencehub.brandProfileDraft.u1', JSON.stringify({ step: 7, values: { company: { companyName: 'Acme', evil: 1, headquarters: 5 } } }));
    const draft = loadBrandDraft('u1');
    expect(draft?.step).toBe(0);
    expect(draft?.values.company.companyName).toBe('Acme');
    expect(draft?.values.company.headquarters.city).toBe('');
    expect(draft?.values.company).not.toHaveProperty('evil');
    window.localStorage.setItem('influencehub.brandProfileDraft.u1', '{not json');
    expect(loadBrandDraft('u1')).toBeNull();
  });
});

describe('withAccountContact: the primary contact starts as the signed-up person', () => {
  it('fills the empty contact name and e-mail from the account', () => {
    const values = withAccountContact(emptyBrandProfile, { name: 'Rhea Brand', email: 'rhea@example.com' });
    expect(values.contact.primaryContact).toEqual({ name: 'Rhea Brand', jobTitle: '', email: 'rhea@example.com', phone: '' });
    expect(values.company).toEqual(emptyBrandProfile.company);
  });

  it('never replaces what was typed (a restored draft keeps its contact)', () => {
    const typed = { ...emptyBrandProfile, contact: { ...emptyBrandProfile.contact, primaryContact: { name: 'Ravi Rao', jobTitle: '', email: 'ravi@example.com', phone: '' } } };
    expect(withAccountContact(typed, { name: 'Rhea Brand', email: 'rhea@example.com' }).contact.primaryContact.name).toBe('Ravi Rao');
    expect(withAccountContact(typed, { name: null, email: null })).toEqual(typed);
  });
});
