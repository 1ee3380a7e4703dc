import { Type } from '@sinclair/typebox';
import { searchKinds, searchLimits } from '../../../../../../src/domain/search/search';
import { Nullable, ref, StringEnum } from '../shared.schema';

const SearchKind = StringEnum(searchKinds, { description: 'What a result is; also the group it belongs to.' });

export const SearchQuery = Type.Object(
  {
    q: Type.String({
      maxLength: searchLimits.queryMaxLength,
      description: `Text to find, case-insensitive; trimmed, then 1 to ${searchLimits.queryMaxLength} characters. % and _ match themselves.`,
    }),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: searchLimits.perKindMax,
        default: searchLimits.perKindDefault,
        description: 'Results per kind.',
      }),
    ),
  },
  { additionalProperties: true },
);

export const SearchResult = Type.Object(
  {
    kind: SearchKind,
    id: Type.String({ description: 'UUID, or category/slug for a help article.' }),
    title: Type.String(),
    subtitle: Nullable(Type.String()),
    url: Type.String({ description: 'SPA path that opens the result, e.g. /help/getting-started/welcome.' }),
  },
  { $id: 'SearchResult', additionalProperties: false },
);

export const SearchGroup = Type.Object(
  { kind: SearchKind, results: Type.Array(ref(SearchResult), { minItems: 1 }) },
  { $id: 'SearchGroup', additionalProperties: false },
);

export const SearchResponse = Type.Object(
  {
    q: Type.String({ description: 'The trimmed query that was searched.' }),
    kinds: Type.Array(SearchKind, { description: 'Every kind searched for this caller, in display order.' }),
    groups: Type.Array(ref(SearchGroup), {
      description: 'Kinds with at least one result, in the order of kinds; prefix matches first in each.',
    }),
  },
  { $id: 'SearchResponse', additionalProperties: false },
);

export const searchComponents = [SearchResult, SearchGroup, SearchResponse];
