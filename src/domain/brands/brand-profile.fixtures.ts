import type { BrandProfileValues } from './brand-profile';
import { brandMessages as m } from './brand-profile.texts';

/** A complete, valid brand profile (tests, stories and the demo seed start from it). */
export const sampleBrandProfile: BrandProfileValues = {
  company: {
    companyName: 'Acme Demo Co.',
    legalName: 'Acme Demo Private Limited',
    industry: 'Consumer Electronics',
    website: 'https://acme.example.com',
    description: 'Acme makes sturdy, repairable headphones and speakers for creators and music lovers.',
    logo: '',
    foundedYear: '2012',
    companySize: '51-200',
    headquarters: { address: '42 MG Road, Indiranagar', city: 'Bengaluru', state: 'Karnataka', country: 'India', zipCode: '560038' },
  },
  contact: {
    primaryContact: { name: 'Brenda Brand', jobTitle: 'Head of Marketing', email: 'brenda@acme.example.com', phone: '+91 98450 12345' },
    supportEmail: 'support@acme.example.com',
    supportPhone: '+91 80 4567 8900',
    billingEmail: 'billing@acme.example.com',
    socialMedia: {
      instagram: 'https://instagram.com/acmedemo',
      linkedin: 'https://www.linkedin.com/company/acmedemo',
      youtube: 'https://www.youtube.com/@acmedemo',
    },
  },
};

const year = new Date().getFullYear();

/** A copy of the sample with one dotted path set to `value`. */
export function withField(path: string, value: string): BrandProfileValues {
  const copy = structuredClone(sampleBrandProfile) as unknown as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1) as string] = value;
  return copy as unknown as BrandProfileValues;
}

/** Table of every rule: [form path, value, expected message or null when valid] (SPA and server tests). */
// [path, value, expected message or null when valid]
export const brandRuleCases: Array<[string, string, string | null]> = [
  ['company.companyName', '', 'Please fill in all required fields.'],
  ['company.companyName', 'A', m.companyNameLength],
  ['company.companyName', 'Ab', null],
  ['company.companyName', 'x'.repeat(100), null],
  ['company.companyName', 'x'.repeat(101), m.companyNameLength],
  ['company.companyName', '   A   ', m.companyNameLength],
  ['company.legalName', '', null],
  ['company.legalName', 'A', m.legalNameLength],
  ['company.legalName', 'x'.repeat(101), m.legalNameLength],
  ['company.industry', '', 'Please fill in all required fields.'],
  ['company.industry', 'Space mining', m.industryInvalid],
  ['company.industry', 'Other', null],
  ['company.website', '', 'Please fill in all required fields.'],
  ['company.website', 'acme.example.com', 'Please enter a valid URL.'],
  ['company.website', 'ftp://acme.example.com', 'Please enter a valid URL.'],
  ['company.website', 'http://acme.example.com', null],
  ['company.description', '', 'Please fill in all required fields.'],
  ['company.description', 'Too short', m.descriptionLength],
  ['company.description', 'x'.repeat(10), null],
  ['company.description', 'x'.repeat(500), null],
  ['company.description', 'x'.repeat(501), m.descriptionLength],
  ['company.logo', '', null],
  ['company.logo', '/api/v1/assets/0b6c1f7e-8f59-4d8e-9d7e-1b2c3d4e5f60/download/', null],
  ['company.logo', 'https://cdn.example.com/logo.png', null],
  ['company.logo', 'javascript:alert(1)', 'Please enter a valid URL.'],
  ['company.logo', '/etc/passwd', 'Please enter a valid URL.'],
  ['company.foundedYear', '', null],
  ['company.foundedYear', '1799', m.foundedYearRange(year)],
  ['company.foundedYear', '1800', null],
  ['company.foundedYear', String(year), null],
  ['company.foundedYear', String(year + 1), m.foundedYearRange(year)],
  ['company.foundedYear', '19x9', m.foundedYearRange(year)],
  ['company.companySize', '', 'Please fill in all required fields.'],
  ['company.companySize', '1000+', m.companySizeInvalid],
  ...(['1-10', '11-50', '51-200', '201-500', '500+'].map((size) => ['company.companySize', size, null]) as Array<[string, string, null]>),
  ['company.headquarters.address', '', 'Please fill in all required fields.'],
  ['company.headquarters.address', 'Road', m.addressLength],
  ['company.headquarters.address', 'Road1', null],
  ['company.headquarters.city', '', 'Please fill in all required fields.'],
  ['company.headquarters.city', 'B', m.cityLength],
  ['company.headquarters.city', 'Bo', null],
  ['company.headquarters.state', '', null],
  ['company.headquarters.state', 'K', m.stateLength],
  ['company.headquarters.country', '', 'Please fill in all required fields.'],
  ['company.headquarters.country', 'I', m.countryLength],
  ['company.headquarters.country', 'IN', null],
  ['company.headquarters.zipCode', '', null],
  ['company.headquarters.zipCode', '56', m.zipCodeLength],
  ['company.headquarters.zipCode', '560', null],
  ['contact.primaryContact.name', '', 'Please fill in all required fields.'],
  ['contact.primaryContact.name', 'B', 'Name must be between 2 and 50 characters'],
  ['contact.primaryContact.name', 'x'.repeat(51), 'Name must be between 2 and 50 characters'],
  ['contact.primaryContact.name', 'R2-D2', 'Name can only contain letters, spaces, hyphens and apostrophes'],
  ["contact.primaryContact.name", "Anne-Marie O'Neil", null],
  ['contact.primaryContact.jobTitle', '', 'Please fill in all required fields.'],
  ['contact.primaryContact.jobTitle', 'C', m.jobTitleLength],
  ['contact.primaryContact.jobTitle', 'CM', null],
  ['contact.primaryContact.email', '', 'Please fill in all required fields.'],
  ['contact.primaryContact.email', 'brenda@', 'Please enter a valid email address.'],
  ['contact.primaryContact.phone', '', null],
  ['contact.primaryContact.phone', '12ab', 'Please enter a valid phone number with country code (e.g. +91 98765 43210)'],
  ['contact.primaryContact.phone', '98765 43210', 'Please enter a valid phone number with country code (e.g. +91 98765 43210)'],
  ['contact.primaryContact.phone', '+1 (415) 555 - 0100 00', 'Please enter a valid phone number with country code (e.g. +91 98765 43210)'],
  ['contact.primaryContact.phone', '+44 20 7946 0958', null],
  ['contact.primaryContact.phone', '+1 (415) 555-0100', null],
  ['contact.supportEmail', '', null],
  ['contact.supportEmail', 'support.acme', 'Please enter a valid email address.'],
  ['contact.supportPhone', '555', 'Please enter a valid phone number with country code (e.g. +91 98765 43210)'],
  // One phone rule for every phone field: the support phone needs its country code too.
  ['contact.supportPhone', '98765 43210', 'Please enter a valid phone number with country code (e.g. +91 98765 43210)'],
  ['contact.supportPhone', '+91 80 4567 8900', null],
  ['contact.billingEmail', 'billing@@acme.com', 'Please enter a valid email address.'],
  ['contact.billingEmail', '', null],
  ['contact.socialMedia.instagram', '', null],
  ['contact.socialMedia.instagram', 'instagram.com/acme', 'Please enter a valid URL.'],
  ['contact.socialMedia.instagram', 'https://facebook.com/acme', m.instagramUrl],
  ['contact.socialMedia.instagram', 'https://www.instagram.com/acme', null],
  ['contact.socialMedia.linkedin', 'https://linkedin.evil.com/acme', m.linkedinUrl],
  ['contact.socialMedia.linkedin', 'https://in.linkedin.com/company/acme', null],
  ['contact.socialMedia.linkedin', 'https://linkedin.com/company/acme', null],
  ['contact.socialMedia.youtube', 'https://vimeo.com/acme', m.youtubeUrl],
  ['contact.socialMedia.youtube', 'https://m.youtube.com/@acme', null],
  ['contact.socialMedia.youtube', 'https://youtu.be/abc', null],
];

