import createThemeWithVars, {
  CssVarsProvider,
  Experimental_CssVarsProvider,
  createGetCssVar,
  getInitColorSchemeScript,
  useColorScheme,
} from './mui-css-variables.stub';
import { createAppTheme } from './theme';

describe('the build-time stand-in for MUI CSS-variables theming', () => {
  it('is not needed by the app theme, which is a plain theme in both modes', () => {
    for (const mode of ['light', 'dark'] as const) {
      const theme = createAppTheme(mode);
      expect('colorSchemes' in theme).toBe(false);
      expect(theme.vars).toBeFalsy();
    }
  });

  it.each([createThemeWithVars, createGetCssVar, CssVarsProvider, Experimental_CssVarsProvider, useColorScheme, getInitColorSchemeScript])(
    'fails loudly if used (%#)',
    (standIn) => {
      expect(() => standIn()).toThrow(/not bundled.*mui-css-variables\.stub\.ts/);
    },
  );
});
