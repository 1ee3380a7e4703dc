import { companySizes } from '../constants';

/** Industries a brand can pick (SPEC names the field only; a list keeps search and filters clean). */
export const industries = [
  'Agriculture', 'Automotive', 'Beauty & Personal Care', 'Consumer Electronics', 'Education', 'Energy & Utilities',
  'Entertainment & Media', 'Fashion & Apparel', 'Financial Services', 'Food & Beverage', 'Gaming', 'Healthcare',
  'Home & Living', 'Hospitality & Travel', 'Manufacturing', 'Marketing & Advertising', 'Non-profit', 'Real Estate',
  'Retail & E-commerce', 'Software & Technology', 'Sports & Fitness', 'Telecommunications', 'Transportation & Logistics',
  'Other',
] as const;
export type Industry = (typeof industries)[number];

export { companySizes };
export type CompanySize = (typeof companySizes)[number];

/** Labels of the SPEC §5 company sizes. */
export const companySizeLabels: Record<CompanySize, string> = {
  '1-10': '1-10 employees',
  '11-50': '11-50 employees',
  '51-200': '51-200 employees',
  '201-500': '201-500 employees',
  '500+': '500+ employees',
};

/** Host names accepted for each social link (with or without www. / m.). */
export const socialHosts = {
  instagram: ['instagram.com'],
  linkedin: ['linkedin.com'],
  youtube: ['youtube.com', 'youtu.be'],
} as const;
export type SocialNetwork = keyof typeof socialHosts;
