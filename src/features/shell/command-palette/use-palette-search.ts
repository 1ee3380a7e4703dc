import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useSearchQuery } from '../../../api/enhanced-api';
import { mapErrorMessage } from '../../../domain/errors/error-mapping';
import { searchLimits } from '../../../domain/search/search';
import { paletteTexts } from '../../../domain/search/search.texts';
import type { SearchState } from './palette-list.component';
import { searchSections } from './palette-options';
import { useDebouncedValue } from '../../../components/search-field/use-debounced-value.hook';

/** Network failures read as SPEC §8's connection error; anything else as a failed search. */
function errorText(error: unknown): string {
  const fetchError = error as FetchBaseQueryError | undefined;
  const message = fetchError?.status === 'FETCH_ERROR' || fetchError?.status === 'TIMEOUT_ERROR' ? fetchError.error : null;
  return mapErrorMessage(message, paletteTexts.searchFailed);
}

/**
 * Server search for the palette's text: from 2 characters on, 200 ms after the last keystroke. While the
 * text is still settling or the request runs, the state is 'loading', so stale results never show.
 */
export function usePaletteSearch(text: string): SearchState {
  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, searchLimits.paletteDebounceMs);
  const searchable = debounced.length >= searchLimits.paletteMinQueryLength;
  const { currentData, isFetching, isError, error } = useSearchQuery({ q: debounced }, { skip: !searchable });

  if (trimmed.length < searchLimits.paletteMinQueryLength) return { status: 'idle' };
  if (trimmed !== debounced || isFetching) return { status: 'loading' };
  if (isError) return { status: 'error', message: errorText(error) };
  return { status: 'done', sections: currentData ? searchSections(currentData.groups) : [] };
}
