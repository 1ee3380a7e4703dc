import { Type, type Static } from '@sinclair/typebox';
import { analyticsFormulas } from '../../../../../../src/domain/analytics/analytics-formulas';
import { statsProvenances } from '../../../../../../src/domain/analytics/analytics-rules';
import { analyticsLimits } from '../../../../../../src/domain/analytics/analytics.texts';
import { campaignStatuses } from '../../../../../../src/domain/constants';
import { Nullable, ref, StringEnum } from '../shared.schema';

const uuid = Type.String({ format: 'uuid' });
const count = (description: string) => Nullable(Type.Integer({ description }));
const source = Nullable(StringEnum(statsProvenances));

/**
 * The content figures of an influencer's own report. Money is left out on purpose: the report spans campaigns in
 * different currencies (the dashboard shows earnings per currency elsewhere).
 */
const contentFigureNames = ['views', 'engaged_views', 'reach', 'likes', 'comments', 'shares', 'saves', 'engagements', 'engagement_rate'] as const;

export const ContentFigureProvenance = Type.Object(
  Object.fromEntries(contentFigureNames.map((figure) => [figure, source])) as Record<(typeof contentFigureNames)[number], typeof source>,
  {
    $id: 'ContentFigureProvenance',
    additionalProperties: false,
    description: 'Where each figure comes from, as in FigureProvenance: first_party, estimated (a sum with one estimate in it is estimated), null when there is no figure.',
  },
);

export const ContentFigures = Type.Object(
  {
    views: count('Views gained in the range (null: not reported).'),
    engaged_views: count("YouTube's engaged views gained in the range (null: not reported; Instagram has none)."),
    reach: count('Reach gained in the range (sum over content items).'),
    likes: count('Likes gained.'),
    comments: count('Comments gained.'),
    shares: count('Shares gained.'),
    saves: count('Saves gained.'),
    engagements: count('likes + comments + shares + saves (what is reported).'),
    engagement_rate: Nullable(Type.Number({ description: 'Percent, 2 decimals: engagements / views × 100.' })),
    verified_content: Type.Integer({ description: 'My verified content items (verified or rebuttal_approved by the end of the range).' }),
    provenance: ref(ContentFigureProvenance),
  },
  { $id: 'ContentFigures', additionalProperties: false },
);
export type ContentFiguresView = Static<typeof ContentFigures>;

export const MyCampaignPerformance = Type.Object(
  {
    campaign_id: uuid,
    roster_id: Type.String({ format: 'uuid', description: 'My accepted invite: the campaign\'s page is /campaigns/active/{roster_id} (its Stats tab: /stats).' }),
    name: Type.String(),
    brand_name: Type.String(),
    status: StringEnum(campaignStatuses),
    figures: ref(ContentFigures),
  },
  { $id: 'MyCampaignPerformance', additionalProperties: false },
);

export const MyPerformance = Type.Object(
  {
    influencer_id: Nullable(Type.String({ format: 'uuid', description: 'My influencer profile; null before the profile exists (an empty report).' })),
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    formulas: Type.Object(
      { engagement_rate: Type.String(), engagements: Type.String() },
      { additionalProperties: false, description: 'How the derived figures are computed (the same strings as PerformanceReport.formulas).' },
    ),
    totals: ref(ContentFigures),
    campaigns: Type.Array(ref(MyCampaignPerformance), {
      description: 'Each accepted campaign with verified content of mine, largest views first (then by name).',
    }),
  },
  { $id: 'MyPerformance', additionalProperties: false },
);
export type MyPerformanceView = Static<typeof MyPerformance>;

const dateParam = (description: string) => Type.Optional(Type.String({ maxLength: 32, description }));
export const MyPerformanceQuery = Type.Object({
  from: dateParam(`First day, YYYY-MM-DD (UTC). Default: ${analyticsLimits.defaultRangeDays - 1} days before \`to\`.`),
  to: dateParam(`Last day, YYYY-MM-DD (UTC), included. Default: today. At most ${analyticsLimits.maxRangeDays} days in all.`),
});
export interface MyPerformanceQueryValue { from?: string; to?: string }

export const myPerformanceFormulas = { engagement_rate: analyticsFormulas.engagement_rate, engagements: analyticsFormulas.engagements };

export const myPerformanceComponents = [ContentFigureProvenance, ContentFigures, MyCampaignPerformance, MyPerformance];
