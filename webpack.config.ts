/**
 * The SPA build (DESIGN §4): swc for TypeScript, content-hashed chunks split per route, the runtime in its own
 * chunk, public/ copied beside the bundles. `npm run build` (production) and `npm run dev` (webpack-dev-server
 * on :8080, proxying /api to the API on :3000). `ANALYZE=1 npm run build` also writes dist/bundle-report.html.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Compiler, type Configuration } from 'webpack';
import 'webpack-dev-server';
import { signedOutEntryHtml, signedOutEntryName } from './src/domain/navigation/signed-out-entry';

// webpack-bundle-analyzer ships no types; only its plugin constructor is used.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { BundleAnalyzerPlugin } = require('webpack-bundle-analyzer') as {
  BundleAnalyzerPlugin: new (options: Record<string, unknown>) => webpack.WebpackPluginInstance;
};

const root = __dirname;
/** SPEC §9 "bundle size 300000" (bytes). */
const bundleBudgetBytes = 300_000;
/** Issue 2: the initial JS + CSS of /login stays within 200 kB gzip. */
const loginGzipTargetBytes = 200_000;
const staticFiles = ['favicon.ico', 'sprite.svg'];
/**
 * MUI's CSS-variables theming (createThemeWithVars, CssVarsProvider and what they import) is dead code for the app's
 * plain theme but is imported by every MUI component; it is replaced by a stand-in that throws if ever used
 * (src/theme/mui-css-variables.stub.ts). About 8 kB gzip off every page.
 */
const muiCssVariablesStub = join(root, 'src/theme/mui-css-variables.stub.ts');
const muiCssVariablesModules = /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/;
const muiStylesDirectory = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]styles$/;
/**
 * MUI's Select renders its options in a Menu (Popover, Modal, focus trap, transitions) that shows only once opened,
 * yet every page with a select field downloaded it up front. Select's import is swapped for
 * src/theme/lazy-select-menu.tsx, which loads the real Menu on the first open (about 11 kB gzip off those pages).
 */
const lazySelectMenu = join(root, 'src/theme/lazy-select-menu.tsx');
const muiSelectDirectory = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]Select$/;
/**
 * The same for the Popper of Autocomplete and Tooltip (@popperjs/core and the portal): swapped for
 * src/theme/lazy-popper.tsx, which loads it on the first open (about 8 kB gzip off form pages and pages with tooltips).
 */
const lazyPopper = join(root, 'src/theme/lazy-popper.tsx');
const muiPopperUsers = /[\\/]node_modules[\\/]@mui[\\/]material[\\/](Autocomplete|Tooltip)$/;
/**
 * TextField and Select import the standard and filled inputs beside the outlined one; every field here is outlined.
 * Their imports are swapped for src/theme/lazy-input.ts and lazy-filled-input.ts, which load them only if a field
 * ever asks (about 2.5 kB gzip off every page with a field).
 */
const lazyInputs: Record<string, string> = {
  '../Input/index.mjs': join(root, 'src/theme/lazy-input.ts'),
  '../FilledInput/index.mjs': join(root, 'src/theme/lazy-filled-input.ts'),
};
const muiInputVariantUsers = /[\\/]node_modules[\\/]@mui[\\/]material[\\/](TextField|Select)$/;
/** The options of select fields (src/components/select-option) load with the select's menu: lazy-select-option.tsx. */
const lazySelectOption = join(root, 'src/theme/lazy-select-option.tsx');

/** Emits public/favicon.ico and public/sprite.svg unchanged at the root of the output (and watches them). */
class CopyPublicFilesPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of staticFiles) {
            const source = join(root, 'public', file);
            compilation.fileDependencies.add(source);
            compilation.emitAsset(file, new webpack.sources.RawSource(readFileSync(source)));
          }
        },
      );
    });
  }
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Text assets worth compressing; source maps stay plain (only error tooling reads them). */
const compressibleAsset = /\.(js|css|svg|json|ico|txt)$/;
/** The file the server reads to send each route's chunks as preload hints (server/src/plugins/spa-static.plugin.ts). */
const assetManifestFile = 'asset-manifest.json';

/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip -9) beside every text asset that shrinks, so the
 * server sends them as they are (@fastify/static `preCompressed`) instead of compressing on every request.
 * index.html is left out: the server adds per-route preload links to it and compresses the result itself.
 */
class PrecompressAssetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          await Promise.all(
            Object.keys(assets)
              .filter((file) => compressibleAsset.test(file))
              .map(async (file) => {
                const source = compilation.getAsset(file)!.source.buffer();
                const [brotli, gzipped] = await Promise.all([
                  brotliAsync(source, {
                    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length },
                  }),
                  gzipAsync(source, { level: 9 }),
                ]);
                if (brotli.length < source.length) compilation.emitAsset(`${file}.br`, new webpack.sources.RawSource(brotli));
                if (gzipped.length < source.length) compilation.emitAsset(`${file}.gz`, new webpack.sources.RawSource(gzipped));
              }),
          );
        },
      );
    });
  }
}

/**
 * Writes asset-manifest.json: the app entry's scripts and, per named chunk group (`page-login`, `shell`, ...), the
 * JS and CSS files it adds to the entry. The server turns the groups of the route being opened into
 * `<link rel="preload">` tags, so a first visit fetches the page's chunks alongside the entry, not after it.
 * `entries` lists every entry's own files: `main` here, `signed-out` added by the light entry's compilation (SignedOutManifestPlugin).
 */
class AssetManifestPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('AssetManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the real content hashes are in the file names, before precompression picks the file up.
        { name: 'AssetManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER - 1 },
        () => {
          const filesOf = (name: string) =>
            (compilation.namedChunkGroups.get(name)?.chunks ?? []).flatMap((chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file));
          const entry = [...new Set(filesOf('main'))];
          const entryNames = [...compilation.entrypoints.keys()].sort();
          const entries = Object.fromEntries(entryNames.map((name) => [name, [...new Set(filesOf(name))]]));
          const chunks: Record<string, string[]> = {};
          for (const name of [...compilation.namedChunkGroups.keys()].sort()) {
            if (entryNames.includes(name)) continue;
            chunks[name] = [...new Set(filesOf(name))].filter((file) => !entry.includes(file));
          }
          const manifest = { publicPath: '/', entry, entries, chunks };
          compilation.emitAsset(assetManifestFile, new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 1)}\n`));
        },
      );
    });
  }
}

/**
 * What the light entry of the signed-out pages must never load: the store (Redux Toolkit, RTK Query, immer, saga), the
 * router, the app's store and API (src/app, src/api) and any feature but the auth pages, their error reporting and the
 * stored settings they read the theme preference from.
 */
const notInLightEntry =
  /[\\/](node_modules[\\/](?:@reduxjs|redux|react-redux|redux-saga|@redux-saga|immer|reselect|react-router|react-router-dom)|src[\\/](?:api[\\/](?!api-timing\.ts)|app[\\/]|features[\\/](?!auth[\\/]|error-reporting[\\/]|settings[\\/]settings\.storage\.ts)[^\\/]+))[\\/]?/;

/** The packages and app folders of `notInLightEntry` found in the light entry's initial chunks. */
function modulesOutsideTheLightEntry(compilation: webpack.Compilation): string[] {
  const found = new Set<string>();
  const visit = (module: webpack.Module) => {
    const inner = (module as webpack.Module & { modules?: webpack.Module[] }).modules;
    if (inner) inner.forEach(visit);
    const resource = (module as webpack.Module & { resource?: string }).resource;
    const match = resource ? notInLightEntry.exec(resource) : null;
    if (match) found.add(match[1]!.replace(/\\/g, '/'));
  };
  for (const chunk of compilation.namedChunkGroups.get(signedOutEntryName)?.chunks ?? []) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) visit(module);
  }
  return [...found].sort();
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The JS and CSS files of a named chunk group and their size, raw and gzip -9. */
function measureGroups(compilation: webpack.Compilation, names: string[]) {
  const files = [
    ...new Set(names.flatMap((name) => (compilation.namedChunkGroups.get(name)?.chunks ?? []).flatMap((chunk) => [...chunk.files]))),
  ].filter((file) => /\.(js|css)$/.test(file));
  return files.reduce(
    (sum, file) => {
      const buffer = compilation.getAsset(file)?.source.buffer() ?? Buffer.alloc(0);
      return { files: sum.files, raw: sum.raw + buffer.length, gzip: sum.gzip + gzipSync(buffer, { level: 9 }).length };
    },
    { files, raw: 0, gzip: 0 },
  );
}

/** Prints what the app entry downloads first (and /login inside the app: entry + the login page's chunk group). */
class InitialSizeReportPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('InitialSizeReportPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'InitialSizeReportPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const entry = measureGroups(compilation, ['main']);
        const appLogin = measureGroups(compilation, ['main', 'page-login']);
        console.log(`\nInitial JS + CSS  app entry: ${kB(entry.raw)} (${kB(entry.gzip)} gzip)  /login inside the app: ${kB(appLogin.gzip)} gzip`);
      });
    });
  }
}

/**
 * The light entry's report: what a first visit of /login, /influencer-signup, /brand-signup-123 or /forgot-password
 * downloads, raw and gzip. Fails the build when it loads Redux, the router or the signed-in app (`notInLightEntry`)
 * or exceeds SPEC's budget, and warns over the 200 kB of issue 13.
 */
class SignedOutEntryReportPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('SignedOutEntryReportPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SignedOutEntryReportPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const login = measureGroups(compilation, [signedOutEntryName]);
        console.log(`\nInitial JS + CSS  signed-out pages (light entry): ${kB(login.raw)} (${kB(login.gzip)} gzip): ${login.files.join(' ')}`);
        const forbidden = modulesOutsideTheLightEntry(compilation);
        if (forbidden.length > 0) {
          compilation.errors.push(new webpack.WebpackError(`The signed-out pages' light entry must not load ${forbidden.join(', ')} (docs/performance.md)`));
        }
        if (login.gzip > bundleBudgetBytes) {
          compilation.errors.push(new webpack.WebpackError(`/login needs ${login.gzip} bytes gzip, over the ${bundleBudgetBytes}-byte budget`));
        } else if (login.gzip > loginGzipTargetBytes) {
          compilation.warnings.push(new webpack.WebpackError(`/login needs ${kB(login.gzip)} gzip, over the ${kB(loginGzipTargetBytes)} target`));
        }
      });
    });
  }
}

/**
 * The light entry's compilation runs after the app's and adds its files to the app's asset-manifest.json
 * (`entries['signed-out']`), which it writes again (and precompresses) in the same folder.
 */
class SignedOutManifestPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('SignedOutManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SignedOutManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER - 1 },
        () => {
          const file = join(compilation.outputOptions.path!, assetManifestFile);
          let manifest: { entries?: Record<string, string[]> } & Record<string, unknown>;
          try {
            manifest = JSON.parse(readFileSync(file, 'utf8')) as typeof manifest;
          } catch {
            compilation.warnings.push(new webpack.WebpackError(`${assetManifestFile} of the app build not found: the light entry is not listed`));
            return;
          }
          const files = measureGroups(compilation, [signedOutEntryName]).files;
          manifest.entries = { ...manifest.entries, [signedOutEntryName]: files };
          compilation.emitAsset(assetManifestFile, new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 1)}\n`));
        },
      );
    });
  }
}

/** The plugins both compilations need: NODE_ENV and the MUI module swaps above. */
function sharedPlugins(mode: NonNullable<Configuration['mode']>) {
  return [
    new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
    new webpack.NormalModuleReplacementPlugin(muiCssVariablesModules, (resource: { request: string; context: string }) => {
      if (muiStylesDirectory.test(resource.context)) resource.request = muiCssVariablesStub;
    }),
    new webpack.NormalModuleReplacementPlugin(/^\.\.\/Menu\/Menu\.mjs$/, (resource: { request: string; context: string }) => {
      if (muiSelectDirectory.test(resource.context)) resource.request = lazySelectMenu;
    }),
    new webpack.NormalModuleReplacementPlugin(/^\.\.\/Popper\/index\.mjs$/, (resource: { request: string; context: string }) => {
      if (muiPopperUsers.test(resource.context)) resource.request = lazyPopper;
    }),
    new webpack.NormalModuleReplacementPlugin(/^\.\.\/(Filled)?Input\/index\.mjs$/, (resource: { request: string; context: string }) => {
      if (muiInputVariantUsers.test(resource.context)) resource.request = lazyInputs[resource.request]!;
    }),
    new webpack.NormalModuleReplacementPlugin(/[\\/]select-option[\\/]select-option\.component$/, (resource: { request: string }) => {
      resource.request = lazySelectOption;
    }),
  ];
}

/**
 * Two compilations in production: the app (`main`), and after it the light entry of the signed-out pages
 * (`signed-out`: src/signed-out, no Redux, RTK Query, saga or router; docs/performance.md) with its own
 * signed-out.html. Separate compilations keep the app's chunks exactly as they are without the light entry (in one
 * compilation, modules shared by both could no longer be concatenated: about 1.5 kB more gzip on every app page).
 * The development server builds the app only.
 */
export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration | Configuration[] => {
  const mode = argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
  const production = mode === 'production';
  const name = production ? '[name].[contenthash:10]' : '[name]';

  const app: Configuration = {
    name: 'app',
    mode,
    context: root,
    entry: { main: './src/index.tsx' },
    output: {
      // BUILD_DIR lets parallel e2e runs build into their own folder (the server reads SPA_DIST_DIR).
      path: process.env.BUILD_DIR ? join(root, process.env.BUILD_DIR) : join(root, 'dist'),
      publicPath: '/',
      filename: `assets/${name}.js`,
      chunkFilename: `assets/${name}.js`,
      assetModuleFilename: `assets/${name}[ext]`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // react-router's package exports name only its development build (dev warnings on); production builds take
      // the production one, which the package ships beside it.
      alias: production
        ? {
            'react-router$': join(root, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2020',
                transform: { react: { runtime: 'automatic', development: !production } },
              },
            },
          },
        },
        { test: /\.(png|jpe?g|gif|webp|svg)$/, type: 'asset/resource' },
        // @emotion/react imports hoist-non-react-statics for its side effects only, although the package has none
        // (it is used by withTheme, which the app never calls): let webpack drop it when nothing uses it.
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
      ],
    },
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    optimization: {
      nodeEnv: false,
      // Shortest export names (instead of hashed ones): ~0.8 kB gzip off /login. Chunk hashes stay content-based.
      mangleExports: production ? 'size' : false,
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
      splitChunks: {
        chunks: 'all',
        // A page loads its shared code in at most this many files (default 30): fewer, larger files compress better
        // (1-3 kB gzip off the form and list pages, docs/performance.md).
        maxAsyncRequests: 10,
        cacheGroups: {
          // React, Redux and the router change rarely: one long-cached file loaded by every page.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-redux|redux|@reduxjs|redux-saga|@redux-saga|immer|reselect|react-router|react-router-dom)[\\/]/,
            name: 'framework',
            chunks: 'initial',
            priority: 30,
          },
        },
      },
    },
    performance: production
      ? { hints: 'warning', maxEntrypointSize: bundleBudgetBytes, maxAssetSize: bundleBudgetBytes, assetFilter: (file: string) => /\.(js|css)$/.test(file) }
      : false,
    plugins: [
      ...sharedPlugins(mode),
      new HtmlWebpackPlugin({ template: join(root, 'public/index.html'), scriptLoading: 'defer' }),
      new CopyPublicFilesPlugin(),
      ...(production ? [new InitialSizeReportPlugin(), new AssetManifestPlugin(), new PrecompressAssetsPlugin()] : []),
      ...(process.env.ANALYZE ? [new BundleAnalyzerPlugin(process.env.ANALYZE === 'json' ? { analyzerMode: 'json', reportFilename: 'bundle-report.json' } : { analyzerMode: 'static', reportFilename: 'bundle-report.html', openAnalyzer: false })] : []),
    ],
    devServer: {
      port: 8080,
      hot: true,
      historyApiFallback: true,
      static: false,
      client: { overlay: { errors: true, warnings: false } },
      proxy: [{ context: ['/api'], target: 'http://localhost:3000', changeOrigin: false }],
    },
    stats: production ? { preset: 'normal', assetsSort: '!size', excludeAssets: /\.(map|br|gz)$/ } : 'minimal',
  };
  if (!production) return app;

  const signedOut: Configuration = {
    ...app,
    name: signedOutEntryName,
    // After the app: its asset-manifest.json is read and extended, and the app's `clean` has run.
    dependencies: ['app'],
    entry: { [signedOutEntryName]: './src/signed-out/index.tsx' },
    output: { ...app.output, clean: false },
    optimization: {
      ...app.optimization,
      // One file with its runtime: everything it needs is needed on the first screen.
      runtimeChunk: false,
      splitChunks: { chunks: 'async' },
    },
    plugins: [
      ...sharedPlugins(mode),
      new HtmlWebpackPlugin({ template: join(root, 'public/index.html'), filename: signedOutEntryHtml, scriptLoading: 'defer' }),
      new SignedOutEntryReportPlugin(),
      new SignedOutManifestPlugin(),
      new PrecompressAssetsPlugin(),
    ],
    devServer: undefined,
  };
  return [app, signedOut];
};
