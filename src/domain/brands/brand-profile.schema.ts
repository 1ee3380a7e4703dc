import * as yup from 'yup';
import { schemaProblems } from '../validation/schema-problems';
import { imageUrlSchema } from '../assets/image-url.schema';
import { httpUrlPattern } from '../settings/user-settings.schema';
import { companySizes, limits } from '../constants';
import { validationMessages as vm } from '../messages';
import { isOptionalPhone } from '../validation/phone.rules';
import { industries, socialHosts, type SocialNetwork } from './brand-options';
import type { BrandProfileValues, CompanyProfileValues, ContactDetailsValues } from './brand-profile';
import { brandLimits as l, brandMessages as m } from './brand-profile.texts';

const text = () => yup.string().trim().defined().default('');
const within = (min: number, max: number) => (v: string | undefined) => !v || (v.length >= min && v.length <= max);
const required = (min: number, max: number, message: string) => text().required(m.required).test('length', message, within(min, max));
const optional = (min: number, max: number, message: string) => text().test('length', message, within(min, max));

export const isHttpUrl = (v: string) => v.length <= l.urlMax && httpUrlPattern.test(v);
const url = () => text().test('url', m.urlInvalid, (v) => !v || isHttpUrl(v));
const email = () => text().max(l.emailMax, m.emailInvalid).email(m.emailInvalid);
/** Every brand phone (primary contact, support): the one shared rule and message (src/domain/validation/phone.rules). */
const phone = () => text().test('phone', m.phoneWithCountryCode, isOptionalPhone);

/** True when `value` is an http(s) address on the network's site (or one of its subdomains: www., m., in. ...). */
export function isSocialUrl(network: SocialNetwork, value: string): boolean {
  try {
    const host = new URL(value).hostname.toLowerCase();
    return (socialHosts[network] as readonly string[]).some((site) => host === site || host.endsWith(`.${site}`));
  } catch {
    return false;
  }
}
const social = (network: SocialNetwork, message: string) =>
  url().test('site', message, (v) => !v || !isHttpUrl(v) || isSocialUrl(network, v));

/** SPEC §5 name: letters, spaces, hyphens and apostrophes. */
const namePattern = /^[\p{L}\s'-]+$/u;

const currentYear = () => new Date().getFullYear();

/** SPEC §5 "Company" and the company profile form shape of SPEC §3. */
export const companyProfileSchema = yup.object({
  companyName: required(l.companyNameMin, l.companyNameMax, m.companyNameLength),
  legalName: optional(l.companyNameMin, l.companyNameMax, m.legalNameLength),
  industry: text().required(m.required).oneOf([...industries, ''], m.industryInvalid),
  website: url().required(m.required),
  description: required(l.descriptionMin, l.descriptionMax, m.descriptionLength),
  logo: imageUrlSchema.defined().default(''),
  foundedYear: text().test('year', '', function year(v) {
    if (!v) return true;
    const n = Number(v);
    const ok = /^\d{4}$/.test(v) && n >= l.foundedYearMin && n <= currentYear();
    return ok || this.createError({ message: m.foundedYearRange(currentYear()) });
  }),
  companySize: text().required(m.required).oneOf([...companySizes, ''], m.companySizeInvalid),
  headquarters: yup.object({
    address: required(l.addressMin, l.addressMax, m.addressLength),
    city: required(l.placeMin, l.placeMax, m.cityLength),
    state: optional(l.placeMin, l.placeMax, m.stateLength),
    country: required(l.placeMin, l.placeMax, m.countryLength),
    zipCode: optional(l.zipCodeMin, l.zipCodeMax, m.zipCodeLength),
  }),
});

/** SPEC §3 contact details: the primary contact is required, the rest optional but checked when given. */
export const contactDetailsSchema = yup.object({
  primaryContact: yup.object({
    name: required(limits.nameMin, limits.nameMax, vm.nameLength).test('pattern', vm.namePattern, (v) => !v || namePattern.test(v)),
    jobTitle: required(l.jobTitleMin, l.jobTitleMax, m.jobTitleLength),
    email: email().required(m.required),
    phone: phone(),
  }),
  supportEmail: email(),
  supportPhone: phone(),
  billingEmail: email(),
  socialMedia: yup.object({
    instagram: social('instagram', m.instagramUrl),
    linkedin: social('linkedin', m.linkedinUrl),
    youtube: social('youtube', m.youtubeUrl),
  }),
});

export const brandProfileSchema = yup.object({ company: companyProfileSchema, contact: contactDetailsSchema });

export const brandProfileProblems = (values: BrandProfileValues) => schemaProblems(brandProfileSchema, values);

/** The values as the rules accept them (trimmed). */
export const cleanCompanyProfile = (values: CompanyProfileValues) => companyProfileSchema.cast(values) as CompanyProfileValues;
export const cleanContactDetails = (values: ContactDetailsValues) => contactDetailsSchema.cast(values) as ContactDetailsValues;
