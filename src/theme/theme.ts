import { createTheme, type Theme } from '@mui/material/styles';

export type ColorMode = 'light' | 'dark';

/** Brand colours, also used by public/index.html (theme-color) and the favicon. */
export const brandColors = { primary: '#5b3cc4', secondary: '#e4572e' } as const;

/** The one MUI theme of the product, in its light (default) or dark variant. */
export function createAppTheme(mode: ColorMode = 'light'): Theme {
  return createTheme({
    palette: {
      mode,
      // WCAG AA: white text only where it reaches 4.5:1 (MUI's default threshold of 3 put white on the orange secondary).
      contrastThreshold: 4.5,
      primary: { main: brandColors.primary },
      secondary: { main: brandColors.secondary },
      ...(mode === 'light' ? { background: { default: '#f7f7fb', paper: '#ffffff' } } : {}),
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2rem', fontWeight: 600 },
      h2: { fontSize: '1.5rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // A person who asked their system for less motion gets none (WCAG 2.3.3): transitions and animations end at
      // once, loops (spinners, skeleton pulses, ripples) stop after their first frame and scrolling jumps. Progress
      // still reads as progress: the indicators keep their role and label.
      MuiCssBaseline: {
        styleOverrides: {
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '1ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '1ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      // MUI's unselected toggle text (action.active, 54 % black) is 4.49:1 on the page background, just under AA.
      MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
      // A table scrolls sideways inside its container on a phone. Positioned, the container also clips what is
      // absolutely placed inside it (visually hidden column titles, checkbox inputs), which would otherwise reach
      // past it and widen the whole page (docs/spa.md).
      MuiTableContainer: { styleOverrides: { root: { position: 'relative' } } },
    },
  });
}
