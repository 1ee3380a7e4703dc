import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { teamRoles } from '../../../../../../src/domain/constants';
import { pageQuery, paginated } from '../../../../plugins/pagination';
import { Nullable, ref, StringEnum } from '../shared.schema';

// Lengths here only bound the request; the rules and their messages are src/domain/brands (400 with field errors).
const text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });
/** null or the schema, null first: Ajv's type coercion would otherwise turn a null into 0 or ''. */
const NullFirst = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
const group = <P extends Parameters<typeof Type.Object>[0]>(id: string, properties: P) =>
  Type.Object(properties, { $id: id, additionalProperties: false });

export const BrandHeadquarters = group('BrandHeadquarters', {
  address: text(400, 'At least 5 characters.'),
  city: text(200, 'At least 2 characters.'),
  state: text(200, 'Empty or at least 2 characters.'),
  country: text(200, 'At least 2 characters.'),
  zip_code: text(40, 'Empty or at least 3 characters.'),
});

export const BrandPrimaryContact = group('BrandPrimaryContact', {
  name: text(100, 'SPEC §5 name: 2-50 letters, spaces, hyphens, apostrophes.'),
  job_title: text(200, 'At least 2 characters.'),
  email: text(320),
  phone: text(40, 'Empty or international format; spaces are ignored.'),
});

export const BrandSocialMedia = group('BrandSocialMedia', {
  instagram: text(2048, 'Empty or an instagram.com URL.'),
  linkedin: text(2048, 'Empty or a linkedin.com URL.'),
  youtube: text(2048, 'Empty or a youtube.com URL.'),
});

export const BrandContactDetails = group('BrandContactDetails', {
  primary_contact: ref(BrandPrimaryContact),
  support_email: text(320),
  support_phone: text(40),
  billing_email: text(320),
  social_media: ref(BrandSocialMedia),
});

const profileFields = {
  name: text(200, 'Company name, 2-100 characters.'),
  legal_name: text(200, 'Empty or 2-100 characters.'),
  industry: text(100, 'One of the industries of src/domain/brands/brand-options.ts.'),
  website: text(2048, 'http(s) URL.'),
  description: text(1000, '10-500 characters.'),
  logo_url: NullFirst(text(2048, 'Our asset download path (an image you uploaded) or an http(s) image URL.')),
  founded_year: NullFirst(Type.Integer({ description: '1800 to the current year.' })),
  company_size: text(20, 'One of 1-10, 11-50, 51-200, 201-500, 500+.'),
  headquarters: ref(BrandHeadquarters),
  contact_details: ref(BrandContactDetails),
};

/** The whole profile: company profile and contact details (SPEC §3 form shapes). */
export const BrandProfileInput = Type.Object(profileFields, { $id: 'BrandProfileInput', additionalProperties: false });

/** Any subset of the profile's top-level fields; headquarters and contact_details are replaced as a whole. */
export const BrandProfilePatch = Type.Partial(Type.Object(profileFields), { $id: 'BrandProfilePatch', additionalProperties: false });

export const Brand = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    ...profileFields,
    contact_details: ref(BrandContactDetails),
    role: StringEnum(teamRoles, { description: "The caller's team role in this brand." }),
    is_profile_completed: Type.Boolean(),
    profile_completed_at: Nullable(Type.String({ format: 'date-time' })),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Brand', additionalProperties: false },
);

export const PaginatedBrandList = paginated(ref(Brand), 'PaginatedBrandList');

export const BrandIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const BrandListQuery = pageQuery(['created_at'] as const, 'created_at');
export type BrandListQueryValue = { page: number; page_size: number; ordering: 'created_at' | '-created_at' };

export type BrandView = Static<typeof Brand>;
export type BrandProfileBody = Static<typeof BrandProfileInput>;
export type BrandProfilePatchBody = Static<typeof BrandProfilePatch>;

export const brandsComponents = [
  BrandHeadquarters,
  BrandPrimaryContact,
  BrandSocialMedia,
  BrandContactDetails,
  BrandProfileInput,
  BrandProfilePatch,
  Brand,
  PaginatedBrandList,
];
