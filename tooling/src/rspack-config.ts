import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Compiler, type Configuration, rspack } from '@rspack/core';
import { PrecompressPlugin } from './precompress.ts';

/**
 * Libraries that must exist once on the page. react and react-dom are listed with their
 * subpaths ('react/jsx-runtime', 'react-dom/client'); react-router is shared beside
 * react-router-dom, or a remote importing it directly gets a second router context;
 * react-hot-toast keeps one toast store, so a remote's toast shows in the shell's toaster.
 */
const majors = {
  react: '^19.0.0',
  'react-dom': '^19.0.0',
  'react-router': '^7.0.0',
  'react-router-dom': '^7.0.0',
  'react-hot-toast': '^2.0.0',
};
export const sharedSingletons = {
  ...Object.fromEntries(
    Object.entries(majors).flatMap(([name, requiredVersion]) => {
      const entry = { singleton: true, requiredVersion };
      return name.startsWith('react-router') || name === 'react-hot-toast'
        ? [[name, entry]]
        : [
            [name, entry],
            [`${name}/`, entry],
          ];
    }),
  ),
  // The analytics provider's React context: every part must see the shell's one instance, or a
  // remote's useAnalytics() would find no provider. Versioned with the workspace, so no range.
  '@hl/shared/analytics': { singleton: true, requiredVersion: false as const },
};

export interface FederatedAppOptions {
  /** Federation name, a JS identifier such as 'mf_calculators'. */
  name: string;
  /** The workspace folder (pass import.meta.dirname). */
  dir: string;
  /** Modules this app offers to others; absent for the shell. */
  exposes?: Record<string, string>;
  /** Port of the dev server (`npm run dev`). */
  devPort: number;
  /** Page title of the standalone page. */
  title: string;
  /** Public path: 'auto' for remotes (resolved from where the manifest was loaded), '/' for the shell. */
  publicPath?: string;
  /** HTML template; remotes use the one standalone page template of tooling/. */
  template?: string;
  /** Values the template reads as `<%= name %>`. */
  templateParameters?: Record<string, string>;
}

/** Where a production remote build writes its chunk graph (outside dist/, so it is never deployed). */
export const chunkGraphFile = (dir: string) => path.join(dir, '.build', 'chunk-graph.json');

/**
 * Writes which files each chunk group loads and which chunks each chunk can load later: what
 * `measure-remote.ts` needs to count what a page really fetches from a remote (the manifest files
 * some of a remote's own chunks under its shared singletons, so it cannot tell).
 */
class ChunkGraphPlugin {
  constructor(private readonly file: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.done.tap('ChunkGraphPlugin', (stats) => {
      const json = stats.toJson({ all: false, ids: true, chunks: true, chunkRelations: true, chunkGroups: true });
      const graph = {
        groups: Object.fromEntries(
          Object.entries(json.namedChunkGroups ?? {}).map(([name, group]) => [
            name,
            { chunks: group.chunks ?? [], files: (group.assets ?? []).map((a) => a.name) },
          ]),
        ),
        chunks: (json.chunks ?? []).map((c) => ({
          id: c.id,
          names: c.names ?? [],
          files: c.files ?? [],
          children: c.children ?? [],
        })),
      };
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, `${JSON.stringify(graph, null, 1)}\n`);
    });
  }
}

/**
 * The JavaScript version the site ships: ES2020 runs in every browser of the last five years
 * (Chrome and Edge 80, Firefox 74, Safari 14).
 */
export const BROWSER_TARGET = 'es2020';

/** One rspack configuration for the shell and every remote, so they build alike. */
export function federatedAppConfig(options: FederatedAppOptions, argv: { mode?: string } = {}): Configuration {
  const production = argv.mode !== 'development';
  const isRemote = Boolean(options.exposes);
  return {
    mode: production ? 'production' : 'development',
    context: options.dir,
    target: ['web', BROWSER_TARGET],
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: options.publicPath ?? 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: options.name,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              // Modern syntax as written (destructuring, spread, async): SWC's default, ES5, wraps
              // them in helpers and a generator runtime that made our own code about a third larger.
              target: BROWSER_TARGET,
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
          type: 'javascript/auto',
        },
        // *.module.css are CSS Modules: class names are scoped per remote (uniqueName), so one
        // remote's styles cannot leak into another's.
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpg|webp|woff2)$/, type: 'asset/resource' },
      ],
      // Default-export the class map (`import styles from './x.module.css'`), as vitest does.
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        'css/auto': { localIdentName: production ? '[uniqueName]-[hash:6]' : '[uniqueName]-[name]-[local]' },
      },
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: isRemote ? 'remoteEntry.js' : undefined,
        exposes: options.exposes,
        // The shell registers remotes at run time from the BFF's registry; nothing about where a
        // remote lives is compiled in.
        remotes: {},
        shared: sharedSingletons,
        // 'loaded-first': a dead remote is never contacted at start-up for share negotiation.
        shareStrategy: 'loaded-first',
        manifest: isRemote,
        // Run-time remotes leave the shell nothing to consume; the types plugin would only slow builds.
        dts: false,
        // The federation runtime (~30 KB gzipped) ships once, in the shell: production remote
        // entries use the shell's copy instead of carrying their own. Dev builds keep theirs so the
        // standalone dev page runs without a shell.
        experiments: isRemote
          ? { externalRuntime: production, optimization: { target: 'web', disableSnapshot: true, disableRemote: true } }
          : { provideExternalRuntime: true },
      }),
      // Files in public/ (favicon, robots.txt) are copied as they are.
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
      // A production remote is only assets for the shell; its standalone page is the dev server's.
      ...(isRemote && production
        ? [new ChunkGraphPlugin(chunkGraphFile(options.dir))]
        : [
            new rspack.HtmlRspackPlugin({
              template: options.template ?? path.join(import.meta.dirname, 'standalone.html'),
              title: options.template ? undefined : options.title,
              templateParameters: options.templateParameters,
              // Not minified: the minifier drops comments, and the BFF finds the head region by its comment markers.
              minify: false,
            }),
          ]),
      // Every text asset also as .br and .gz, for servers to send without compressing per request.
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    optimization: { minimize: production },
    performance: { hints: false },
    devServer: {
      port: options.devPort,
      host: '127.0.0.1',
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
      liveReload: true,
      // A remote running alone still talks to a BFF (forms, analytics): BFF_URL, default npm start's.
      proxy: [{ context: ['/contact', '/analytics'], target: process.env.BFF_URL ?? 'http://127.0.0.1:8080' }],
    },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}
