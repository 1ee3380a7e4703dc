import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { KeyboardEvent } from 'react';
import { paletteTexts, shortcutHint } from '../../../domain/search/search.texts';
import { useCommandPalette } from './command-palette.context';
import { preloadCommandPalette } from './command-palette.provider';

const isApplePlatform = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/i.test(navigator.userAgent);

/** A printable character typed on the box (no shortcut), which the palette should start with. */
const typedCharacter = (event: KeyboardEvent) =>
  event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey ? event.key : null;

/** The wide top-bar control: looks like a search field, opens the palette on click, Enter or typing. */
export function SearchField() {
  const palette = useCommandPalette();
  const hint = shortcutHint(isApplePlatform());
  const onKeyDown = (event: KeyboardEvent) => {
    const character = typedCharacter(event);
    if (character === null) return;
    event.preventDefault();
    palette.open(character);
  };
  return (
    <ButtonBase
      onClick={() => palette.open()}
      onKeyDown={onKeyDown}
      onMouseEnter={preloadCommandPalette}
      onFocus={preloadCommandPalette}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      aria-label={paletteTexts.searchBoxName(hint)}
      sx={{
        justifyContent: 'flex-start',
        gap: 1,
        width: { sm: 220, md: 280 },
        px: 1.5,
        py: 0.75,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.secondary',
        bgcolor: 'action.hover',
        '&:hover': { borderColor: 'text.primary' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <SearchIcon fontSize="small" aria-hidden />
      <Typography variant="body2" component="span" sx={{ flexGrow: 1, textAlign: 'left' }}>
        {paletteTexts.searchBoxPlaceholder}
      </Typography>
      <Box
        component="kbd"
        aria-hidden
        sx={{ px: 0.75, py: 0.25, fontSize: 12, fontFamily: 'inherit', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
      >
        {hint}
      </Box>
    </ButtonBase>
  );
}

/** The narrow-screen control: an icon button labelled 'Search'. */
export function SearchIconButton() {
  const palette = useCommandPalette();
  return (
    <IconButton
      aria-label={paletteTexts.searchBoxLabel}
      aria-haspopup="dialog"
      onClick={() => palette.open()}
      onMouseEnter={preloadCommandPalette}
      onFocus={preloadCommandPalette}
      color="inherit"
    >
      <SearchIcon />
    </IconButton>
  );
}

/** The top bar's search box: a search field on wide screens, an icon button on phones. Both open the palette. */
export function SearchBox() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return narrow ? <SearchIconButton /> : <SearchField />;
}
