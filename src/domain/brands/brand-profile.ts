/** The two SPEC §3 form shapes of a brand ("Company profile", "Contact details"), as the forms hold them. */
export interface HeadquartersValues {
  address: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
}

export interface CompanyProfileValues {
  companyName: string;
  legalName: string;
  industry: string;
  website: string;
  description: string;
  /** Our asset download path or an http(s) image URL; empty when there is no logo. */
  logo: string;
  /** Four digits as typed; empty when not given. */
  foundedYear: string;
  companySize: string;
  headquarters: HeadquartersValues;
}

export interface ContactDetailsValues {
  primaryContact: { name: string; jobTitle: string; email: string; phone: string };
  supportEmail: string;
  supportPhone: string;
  billingEmail: string;
  socialMedia: { instagram: string; linkedin: string; youtube: string };
}

export interface BrandProfileValues {
  company: CompanyProfileValues;
  contact: ContactDetailsValues;
}

export const emptyCompanyProfile: CompanyProfileValues = {
  companyName: '',
  legalName: '',
  industry: '',
  website: '',
  description: '',
  logo: '',
  foundedYear: '',
  companySize: '',
  headquarters: { address: '', city: '', state: '', country: '', zipCode: '' },
};

export const emptyContactDetails: ContactDetailsValues = {
  primaryContact: { name: '', jobTitle: '', email: '', phone: '' },
  supportEmail: '',
  supportPhone: '',
  billingEmail: '',
  socialMedia: { instagram: '', linkedin: '', youtube: '' },
};

export const emptyBrandProfile: BrandProfileValues = { company: emptyCompanyProfile, contact: emptyContactDetails };
