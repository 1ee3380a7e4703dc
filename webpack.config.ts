/**
 * The SPA build (DESIGN §4): swc for TypeScript, content-hashed chunks split per route, the runtime in its own
 * chunk, public/ copied beside the bundles. `npm run build` (production) and `npm run dev` (webpack-dev-server
 * on :8080, proxying /api to the API on :3000). `ANALYZE=1 npm run build` also writes dist/bundle-report.html.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Compiler, type Configuration } from 'webpack';
import 'webpack-dev-server';

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

/**
 * Prints what the browser downloads first for the entry and for /login (entry + the login page's chunk group),
 * raw and gzip, and fails the production build when /login's gzip size exceeds SPEC's budget.
 */
class InitialSizeReportPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('InitialSizeReportPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'InitialSizeReportPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () =>
        this.report(compilation),
      );
    });
  }

  report(compilation: webpack.Compilation) {
    {
      const filesOf = (name: string) => {
        const group = compilation.namedChunkGroups.get(name);
        return group ? group.chunks.flatMap((chunk) => [...chunk.files]) : [];
      };
      const measure = (files: string[]) =>
        [...new Set(files)]
          .filter((file) => /\.(js|css)$/.test(file))
          .reduce(
            (sum, file) => {
              const buffer = compilation.getAsset(file)?.source.buffer() ?? Buffer.alloc(0);
              return { raw: sum.raw + buffer.length, gzip: sum.gzip + gzipSync(buffer, { level: 9 }).length };
            },
            { raw: 0, gzip: 0 },
          );
      const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
      const entry = measure(filesOf('main'));
      const login = measure([...filesOf('main'), ...filesOf('page-login')]);
      const loginFiles = [...new Set([...filesOf('main'), ...filesOf('page-login')])].filter((file) => file.endsWith('.js'));
      console.log(`\nInitial JS + CSS  entry: ${kB(entry.raw)} (${kB(entry.gzip)} gzip)  /login: ${kB(login.raw)} (${kB(login.gzip)} gzip)`);
      console.log(`/login loads ${loginFiles.join(' ')}`);
      if (login.gzip > bundleBudgetBytes) {
        compilation.errors.push(new webpack.WebpackError(`/login needs ${login.gzip} bytes gzip, over the ${bundleBudgetBytes}-byte budget`));
      } else if (login.gzip > loginGzipTargetBytes) {
        compilation.warnings.push(new webpack.WebpackError(`/login needs ${kB(login.gzip)} gzip, over the ${kB(loginGzipTargetBytes)} target`));
      }
    }
  }
}

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const mode = argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
  const production = mode === 'production';
  const name = production ? '[name].[contenthash:10]' : '[name]';

  return {
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
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
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
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      new webpack.NormalModuleReplacementPlugin(muiCssVariablesModules, (resource: { request: string; context: string }) => {
        if (muiStylesDirectory.test(resource.context)) resource.request = muiCssVariablesStub;
      }),
      new HtmlWebpackPlugin({ template: join(root, 'public/index.html'), scriptLoading: 'defer' }),
      new CopyPublicFilesPlugin(),
      ...(production ? [new InitialSizeReportPlugin()] : []),
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
    stats: production ? { preset: 'normal', assetsSort: '!size', excludeAssets: /\.map$/ } : 'minimal',
  };
};
