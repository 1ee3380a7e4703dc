import { Type, type Static } from '@sinclair/typebox';
import { analyticsFormulas } from '../../../../../../src/domain/analytics/analytics-formulas';
import {
  brandPerformanceGroupings, cpmBases, performanceGroupings, statsProvenances,
} from '../../../../../../src/domain/analytics/analytics-rules';
import { analyticsLimits } from '../../../../../../src/domain/analytics/analytics.texts';
import { currencies, placementTypes, platforms } from '../../../../../../src/domain/constants';
import { Nullable, ref, StringEnum } from '../shared.schema';

const strict = { additionalProperties: false } as const;
const count = (description: string) => Nullable(Type.Integer({ description }));
const money = (description: string) => Nullable(Type.String({ description }));
const source = Nullable(StringEnum(statsProvenances));

const labelledFigures = [
  'views', 'engaged_views', 'paid_views', 'reach', 'likes', 'comments', 'shares', 'saves', 'engagements', 'engagement_rate',
  'spend', 'cpm', 'cpv', 'cpe', 'planned_cpm', 'delivered_placements', 'planned_placements',
] as const;

export const FigureProvenance = Type.Object(
  Object.fromEntries(labelledFigures.map((figure) => [figure, source])) as Record<(typeof labelledFigures)[number], typeof source>,
  {
    $id: 'FigureProvenance',
    additionalProperties: false,
    description: 'Where each figure comes from: first_party (the platform API of a connected account, or our own records), estimated (anything else; a sum with one estimate in it is estimated), null when there is no figure.',
  },
);

export const PerformanceFigures = Type.Object(
  {
    views: count('Views gained in the range (null: not reported).'),
    engaged_views: count("YouTube's engaged views gained in the range (null: not reported; Instagram has none)."),
    paid_views: count("Views on each item's CPM basis (engaged views or views): the denominator of CPM and CPV."),
    reach: count('Reach gained in the range (sum over content items).'),
    likes: count('Likes gained.'),
    comments: count('Comments gained.'),
    shares: count('Shares gained.'),
    saves: count('Saves gained.'),
    engagements: count('likes + comments + shares + saves (what is reported).'),
    engagement_rate: Nullable(Type.Number({ description: 'Percent, 2 decimals: engagements / views × 100.' })),
    spend: Type.String({ description: 'Amount owed from the agreed prices (2 decimals, the report currency); real payments arrive later.' }),
    cpm: money('Effective CPM: spend / paid_views × 1000 (2 decimals).'),
    cpv: money('Cost per view: spend / paid_views (4 decimals).'),
    cpe: money('Cost per engagement: spend / engagements (4 decimals).'),
    planned_cpm: money('The agreed CPM rates weighted by projected views (2 decimals); null without CPM placements.'),
    delivered_placements: count('Agreed placements whose content is verified (by the end of the range).'),
    planned_placements: count('Placements agreed with the influencers who accepted.'),
    provenance: ref(FigureProvenance),
  },
  { $id: 'PerformanceFigures', additionalProperties: false },
);
export type PerformanceFiguresView = Static<typeof PerformanceFigures>;

export const PerformanceRow = Type.Object(
  {
    key: Type.String({ description: 'The group: a day (YYYY-MM-DD), placement type, platform, influencer id or campaign id.' }),
    label: Type.String({ description: 'What to show for the group.' }),
    figures: ref(PerformanceFigures),
  },
  { $id: 'PerformanceRow', additionalProperties: false },
);
export type PerformanceRowView = Static<typeof PerformanceRow>;

export const TopContentItem = Type.Object(
  {
    submission_id: Type.String({ format: 'uuid' }),
    campaign_id: Type.String({ format: 'uuid' }),
    influencer: Type.Object({ id: Type.String({ format: 'uuid' }), display_name: Type.String() }, strict),
    platform: Nullable(StringEnum(platforms)),
    placement_type: StringEnum(placementTypes),
    content_url: Nullable(Type.String()),
    verified_on: Type.String({ format: 'date' }),
    figures: ref(PerformanceFigures),
  },
  { $id: 'TopContentItem', additionalProperties: false },
);
export type TopContentItemView = Static<typeof TopContentItem>;

const formulaProperties = Object.fromEntries(Object.keys(analyticsFormulas).map((name) => [name, Type.String()]));

export const PerformanceReport = Type.Object(
  {
    scope: StringEnum(['campaign', 'brand'] as const),
    brand_id: Type.String({ format: 'uuid' }),
    campaign_id: Nullable(Type.String({ format: 'uuid' })),
    influencer_id: Nullable(Type.String({ format: 'uuid', description: "Set when the report holds only this influencer's own content (an influencer asking)." })),
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    group_by: StringEnum(brandPerformanceGroupings),
    currency: StringEnum(currencies),
    currencies: Type.Array(StringEnum(currencies), { description: 'Currencies of the campaigns that could be reported (brand-wide: pick one with `currency`).' }),
    cpm_basis: Nullable(StringEnum(cpmBases, { description: "The campaign's CPM basis; null brand-wide (each campaign's own applies)." })),
    formulas: Type.Object(formulaProperties, { additionalProperties: false, description: 'How each derived figure is computed.' }),
    totals: ref(PerformanceFigures),
    rows: Type.Array(ref(PerformanceRow), { description: 'The series (group_by=day: days with data, oldest first) or the breakdown (largest views first).' }),
    top_content: Type.Array(ref(TopContentItem), { description: `At most ${analyticsLimits.topContentCount} content items by views.` }),
  },
  { $id: 'PerformanceReport', additionalProperties: false },
);
export type PerformanceReportView = Static<typeof PerformanceReport>;

const dateParam = (description: string) => Type.Optional(Type.String({ maxLength: 32, description }));
const rangeQuery = {
  from: dateParam(`First day, YYYY-MM-DD (UTC). Default: ${analyticsLimits.defaultRangeDays - 1} days before \`to\`.`),
  to: dateParam(`Last day, YYYY-MM-DD (UTC), included. Default: today. At most ${analyticsLimits.maxRangeDays} days in all.`),
};
export const exportTables = ['rows', 'totals', 'top_content'] as const;
export type ExportTable = (typeof exportTables)[number];
const tableQuery = { table: StringEnum(exportTables, { description: 'Which table of the report: rows (the series or breakdown), totals or top_content.' }) };

export const CampaignPerformanceQuery = Type.Object({ ...rangeQuery, group_by: { ...StringEnum(performanceGroupings), default: 'day' } });
export const CampaignPerformanceExportQuery = Type.Object({ ...CampaignPerformanceQuery.properties, table: { ...tableQuery.table, default: 'rows' } });

export const BrandPerformanceQuery = Type.Object({
  brand_id: Type.String({ format: 'uuid', description: 'One of my brands.' }),
  currency: Type.Optional(StringEnum(currencies, { description: "Campaigns in this currency. Default: the currency most of the brand's campaigns use." })),
  ...rangeQuery,
  group_by: { ...StringEnum(brandPerformanceGroupings), default: 'day' },
});
export const BrandPerformanceExportQuery = Type.Object({ ...BrandPerformanceQuery.properties, table: { ...tableQuery.table, default: 'rows' } });

export interface PerformanceQueryValue {
  from?: string;
  to?: string;
  group_by: (typeof brandPerformanceGroupings)[number];
  table?: ExportTable;
}
export interface BrandPerformanceQueryValue extends PerformanceQueryValue {
  brand_id: string;
  currency?: (typeof currencies)[number];
}

export const analyticsComponents = [FigureProvenance, PerformanceFigures, PerformanceRow, TopContentItem, PerformanceReport];
