import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { paletteTexts } from '../../../domain/search/search.texts';
import type { PaletteOption, SearchSection } from './palette-options';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; sections: SearchSection[] };

export interface PaletteListProps {
  listboxId: string;
  actions: PaletteOption[];
  search: SearchState;
  activeKey: string | null;
  optionId(option: PaletteOption): string;
  onActivate(option: PaletteOption): void;
  onChoose(option: PaletteOption): void;
}

const headingSx = { px: 2, pt: 1.5, pb: 0.5, fontWeight: 600, color: 'text.secondary' } as const;

/**
 * The listbox of the ARIA combobox pattern: groups 'Quick Actions' and 'Search' (with a subgroup per
 * kind). Focus stays in the input; the active option is announced through aria-activedescendant.
 */
export function PaletteList({ listboxId, actions, search, activeKey, optionId, onActivate, onChoose }: PaletteListProps) {
  const renderOption = (option: PaletteOption) => {
    const selected = option.key === activeKey;
    return (
      <Box
        key={option.key}
        id={optionId(option)}
        role="option"
        aria-selected={selected}
        onMouseMove={() => onActivate(option)}
        // Keep focus in the input while clicking an option.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onChoose(option)}
        sx={{ px: 2, py: 1, mx: 1, cursor: 'pointer', borderRadius: 1, bgcolor: selected ? 'action.selected' : 'transparent' }}
      >
        <Typography variant="body2">{option.label}</Typography>
        {option.detail ? (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {option.detail}
          </Typography>
        ) : null}
      </Box>
    );
  };

  /** A visual heading, hidden from the accessibility tree because it names the group(s) through aria-labelledby. */
  const heading = (id: string, text: string, variant: 'overline' | 'caption' = 'overline') => (
    <Typography id={`${listboxId}-${id}`} aria-hidden variant={variant} component="div" sx={headingSx}>
      {text}
    </Typography>
  );

  const group = (labelledBy: string[], options: PaletteOption[]) => (
    <Box role="group" aria-labelledby={labelledBy.map((id) => `${listboxId}-${id}`).join(' ')}>
      {options.map(renderOption)}
    </Box>
  );

  const sections = search.status === 'done' ? search.sections : [];
  const hasOptions = actions.length > 0 || sections.length > 0;
  const noResults = !hasOptions && (search.status === 'idle' || search.status === 'done');

  return (
    <>
      {hasOptions && (
        <Box id={listboxId} role="listbox" aria-label={paletteTexts.dialogLabel} sx={{ pb: 1 }}>
          {actions.length > 0 && (
            <Box role="presentation">
              {heading('actions', paletteTexts.quickActions)}
              {group(['actions'], actions)}
            </Box>
          )}
          {sections.length > 0 && (
            <Box role="presentation">
              {heading('search', paletteTexts.search)}
              {sections.map((section) => (
                <Box role="presentation" key={section.kind}>
                  {heading(`search-${section.kind}`, section.heading, 'caption')}
                  {group(['search', `search-${section.kind}`], section.options)}
                </Box>
              ))}
            </Box>
          )}
        </Box>
      )}
      {/* One live region, always present, so screen readers announce what appears in it. */}
      <Box role="status" sx={{ px: 2, pb: search.status === 'loading' || search.status === 'error' || noResults ? 2 : 0 }}>
        {(search.status === 'loading' || search.status === 'error') && (
          <>
            <Typography variant="overline" component="div" sx={{ ...headingSx, px: 0 }}>
              {paletteTexts.search}
            </Typography>
            {search.status === 'loading' ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <CircularProgress size={16} aria-hidden />
                <Typography variant="body2">{paletteTexts.searching}</Typography>
              </Box>
            ) : (
              <Typography variant="body2" color="error">
                {search.message}
              </Typography>
            )}
          </>
        )}
        {noResults && (
          <Typography variant="body2" color="text.secondary" sx={{ pt: 3, pb: 1, textAlign: 'center' }}>
            {paletteTexts.noResults}
          </Typography>
        )}
      </Box>
    </>
  );
}
