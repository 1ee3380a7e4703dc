/** Field labels of the brand profile forms and the profile view (one place, so the view and the forms agree). */
export const companyLabels = {
  companyName: 'Company name',
  legalName: 'Legal name',
  industry: 'Industry',
  website: 'Website',
  description: 'Description',
  logo: 'Logo',
  foundedYear: 'Founded year',
  companySize: 'Company size',
  headquarters: 'Headquarters',
  address: 'Address',
  city: 'City',
  state: 'State / region',
  country: 'Country',
  zipCode: 'Postal code',
} as const;

export const contactLabels = {
  primaryContact: 'Primary contact',
  name: 'Full name',
  jobTitle: 'Job title',
  email: 'E-mail',
  phone: 'Phone',
  support: 'Support and billing',
  supportEmail: 'Support e-mail',
  supportPhone: 'Support phone',
  billingEmail: 'Billing e-mail',
  socialMedia: 'Social media',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
} as const;

export const brandHelperTexts = {
  logo: 'JPEG, PNG, GIF or WebP under 10 MB. Shown to influencers with your campaigns.',
  description: 'What you make and who you make it for (10 to 500 characters).',
  phone: 'Phone numbers in international format, e.g. +91 98765 43210.',
  optional: 'Fields without * are optional.',
} as const;
