/**
 * Build-time stand-in for MUI's CSS-variables theming: `@mui/material/styles/createThemeWithVars.mjs` and
 * `ThemeProviderWithVars.mjs` are swapped for this module by webpack.config.ts (production and dev builds; Jest
 * and Storybook use the real files).
 *
 * The app's theme (`createAppTheme`) is a plain theme: no `cssVariables`, no `colorSchemes`, so MUI creates it
 * with `createThemeNoVars` and provides it with `ThemeProviderNoVars`, and the CSS-variables code is never run.
 * MUI imports it anyway (ThemeProvider and createTheme choose at run time), which put about 8 kB gzip of
 * dead code on every page, /login included. Should the app ever turn CSS variables on, these stand-ins fail
 * loudly instead of silently rendering an unstyled page: remove the replacement from webpack.config.ts then.
 */
const message = (name: string) =>
  `MUI ${name} is not bundled: the app's theme does not use CSS variables (see src/theme/mui-css-variables.stub.ts)`;

function unsupported(name: string) {
  return (): never => {
    throw new Error(message(name));
  };
}

/** Stands in for the default export of createThemeWithVars.mjs (`extendTheme`, `createTheme({ cssVariables })`). */
export default unsupported('createTheme({ cssVariables }) / extendTheme');
export const createGetCssVar = unsupported('createGetCssVar');

/** Stand-ins for the exports of ThemeProviderWithVars.mjs. */
export const CssVarsProvider = unsupported('CssVarsProvider');
export const Experimental_CssVarsProvider = unsupported('Experimental_CssVarsProvider');
export const useColorScheme = unsupported('useColorScheme');
export const getInitColorSchemeScript = unsupported('getInitColorSchemeScript');
