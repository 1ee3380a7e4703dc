import type { BrandProfileValues, CompanyProfileValues, ContactDetailsValues } from './brand-profile';

/** The brand profile as the API carries it (snake_case; SPEC §7 JSON). */
export interface BrandProfileApi {
  name: string;
  legal_name: string;
  industry: string;
  website: string;
  description: string;
  logo_url: string | null;
  founded_year: number | null;
  company_size: string;
  headquarters: { address: string; city: string; state: string; country: string; zip_code: string };
  contact_details: ContactDetailsApi;
}

export interface ContactDetailsApi {
  primary_contact: { name: string; job_title: string; email: string; phone: string };
  support_email: string;
  support_phone: string;
  billing_email: string;
  social_media: { instagram: string; linkedin: string; youtube: string };
}

export function companyToApi(c: CompanyProfileValues): Omit<BrandProfileApi, 'contact_details'> {
  return {
    name: c.companyName,
    legal_name: c.legalName,
    industry: c.industry,
    website: c.website,
    description: c.description,
    logo_url: c.logo || null,
    founded_year: c.foundedYear ? Number(c.foundedYear) : null,
    company_size: c.companySize,
    headquarters: { address: c.headquarters.address, city: c.headquarters.city, state: c.headquarters.state, country: c.headquarters.country, zip_code: c.headquarters.zipCode },
  };
}

export function contactToApi(c: ContactDetailsValues): ContactDetailsApi {
  return {
    primary_contact: { name: c.primaryContact.name, job_title: c.primaryContact.jobTitle, email: c.primaryContact.email, phone: c.primaryContact.phone },
    support_email: c.supportEmail,
    support_phone: c.supportPhone,
    billing_email: c.billingEmail,
    social_media: { ...c.socialMedia },
  };
}

export const brandProfileToApi = (v: BrandProfileValues): BrandProfileApi => ({ ...companyToApi(v.company), contact_details: contactToApi(v.contact) });

const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function companyFromApi(a: Partial<Omit<BrandProfileApi, 'contact_details'>>): CompanyProfileValues {
  const hq = a.headquarters;
  return {
    companyName: str(a.name),
    legalName: str(a.legal_name),
    industry: str(a.industry),
    website: str(a.website),
    description: str(a.description),
    logo: str(a.logo_url),
    foundedYear: typeof a.founded_year === 'number' ? String(a.founded_year) : '',
    companySize: str(a.company_size),
    headquarters: { address: str(hq?.address), city: str(hq?.city), state: str(hq?.state), country: str(hq?.country), zipCode: str(hq?.zip_code) },
  };
}

export function contactFromApi(a: Partial<ContactDetailsApi> | null | undefined): ContactDetailsValues {
  const p = a?.primary_contact;
  const s = a?.social_media;
  return {
    primaryContact: { name: str(p?.name), jobTitle: str(p?.job_title), email: str(p?.email), phone: str(p?.phone) },
    supportEmail: str(a?.support_email),
    supportPhone: str(a?.support_phone),
    billingEmail: str(a?.billing_email),
    socialMedia: { instagram: str(s?.instagram), linkedin: str(s?.linkedin), youtube: str(s?.youtube) },
  };
}

export const brandProfileFromApi = (a: Partial<BrandProfileApi>): BrandProfileValues => ({
  company: companyFromApi(a),
  contact: contactFromApi(a.contact_details),
});

const snake = (segment: string) => segment.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const camel = (segment: string) => segment.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
const companyRenames: Record<string, string> = { companyName: 'name', logo: 'logo_url' };

/** Form path -> API field path: 'company.headquarters.zipCode' -> 'headquarters.zip_code', 'contact.x' -> 'contact_details.x'. */
export function brandPathToApi(path: string): string {
  const [group, ...rest] = path.split('.');
  if (group === 'contact') return ['contact_details', ...rest.map(snake)].join('.');
  if (group === 'company' && rest.length > 0) {
    const [first = '', ...more] = rest;
    return [companyRenames[first] ?? snake(first), ...more.map(snake)].join('.');
  }
  return path;
}

/** API field path -> form path (the reverse of {@link brandPathToApi}). */
export function brandPathFromApi(path: string): string {
  const [first = '', ...rest] = path.split('.');
  if (first === 'contact_details') return ['contact', ...rest.map(camel)].join('.');
  const renamed = Object.entries(companyRenames).find(([, api]) => api === first)?.[0];
  return ['company', renamed ?? camel(first), ...rest.map(camel)].join('.');
}
