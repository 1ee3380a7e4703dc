import { brandPathFromApi, brandPathToApi, brandProfileFromApi, brandProfileToApi } from './brand-profile.mapper';
import { brandRuleCases, sampleBrandProfile, withField } from './brand-profile.fixtures';
import { brandProfileProblems } from './brand-profile.schema';
import { brandMessages as m } from './brand-profile.texts';

describe('brand profile rules (SPEC §5 "Company", contact details)', () => {
  it('the sample profile is valid', () => {
    expect(brandProfileProblems(sampleBrandProfile)).toEqual({});
  });

  it.each(brandRuleCases)('%s = %j -> %s', (path, value, expected) => {
    const problems = brandProfileProblems(withField(path, value));
    if (expected === null) expect(problems).toEqual({});
    else expect(problems).toEqual({ [path]: [expected] });
  });

  it('reports every problem at once', () => {
    const problems = brandProfileProblems({ ...sampleBrandProfile, company: { ...sampleBrandProfile.company, companyName: '', website: 'x' } });
    expect(Object.keys(problems).sort()).toEqual(['company.companyName', 'company.website']);
  });

  it('keeps the SPEC texts', () => {
    expect(m.required).toBe('Please fill in all required fields.');
    expect(m.emailInvalid).toBe('Please enter a valid email address.');
    expect(m.phoneInvalid).toBe('Please enter a valid phone number.');
    // SPEC §5: the onboarding phone's message, followed by an example.
    expect(m.phoneWithCountryCode).toMatch(/^Please enter a valid phone number with country code \(e\.g\. \+\d[\d ]+\)$/);
    expect(m.urlInvalid).toBe('Please enter a valid URL.');
  });
});

describe('brand profile mapper', () => {
  it('round-trips through the API shape', () => {
    const api = brandProfileToApi(sampleBrandProfile);
    expect(api).toMatchObject({ name: 'Acme Demo Co.', founded_year: 2012, logo_url: null, headquarters: { zip_code: '560038' } });
    expect(api.contact_details.primary_contact.job_title).toBe('Head of Marketing');
    expect(brandProfileFromApi(api)).toEqual(sampleBrandProfile);
  });

  it.each([
    ['company.companyName', 'name'],
    ['company.logo', 'logo_url'],
    ['company.foundedYear', 'founded_year'],
    ['company.headquarters.zipCode', 'headquarters.zip_code'],
    ['contact.primaryContact.jobTitle', 'contact_details.primary_contact.job_title'],
    ['contact.socialMedia.youtube', 'contact_details.social_media.youtube'],
  ])('maps the path %s <-> %s', (form, apiPath) => {
    expect(brandPathToApi(form)).toBe(apiPath);
    expect(brandPathFromApi(apiPath)).toBe(form);
  });
});
