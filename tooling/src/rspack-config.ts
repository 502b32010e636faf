import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Compiler, type Configuration, rspack } from '@rspack/core';
import { BROWSER_TARGETS } from './browsers.ts';
import { BuildInfoPlugin } from './build-info.ts';
import { FEDERATION_SDK_GLOBAL, SHARED_SINGLETONS } from './federation.js';
import { PrecompressPlugin } from './precompress.ts';
import { sharedVersions } from './shared-versions.js';

/** The `shared` option of a remote's ModuleFederationPlugin. */
export const sharedSingletons = Object.fromEntries(
  Object.entries(SHARED_SINGLETONS).flatMap(([name, { requiredVersion, subpaths }]) => {
    const entry = { singleton: true, requiredVersion };
    return subpaths
      ? [
          [name, entry],
          [`${name}/`, entry],
        ]
      : [[name, entry]];
  }),
);

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

/** How the shell and the remotes compile TypeScript, CSS Modules and assets, in the browser and for the prerender. */
function moduleOptions(production: boolean, server: boolean): NonNullable<Configuration['module']> {
  return {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          // Syntax lowered only as far as the supported browsers need (package.json's
          // browserslist): modern syntax stays as written, not wrapped in ES5 helpers. No built-in
          // is polyfilled: check-browser-targets.ts refuses one a supported browser lacks.
          env: server ? { targets: 'node 20' } : { targets: [...BROWSER_TARGETS] },
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
          },
        },
        type: 'javascript/auto',
      },
      // *.module.css are CSS Modules: class names are scoped per remote (uniqueName), so one
      // remote's styles cannot leak into another's.
      { test: /\.css$/, type: 'css/auto' },
      // The prerender needs an asset's URL, not a second copy of the file.
      {
        test: /\.(svg|png|jpg|webp|woff2)$/,
        type: 'asset/resource',
        ...(server ? { generator: { emit: false } } : {}),
      },
    ],
    // Default-export the class map (`import styles from './x.module.css'`), as vitest does.
    parser: { 'css/auto': { namedExports: false } },
    generator: {
      // The prerender takes the same class names and leaves the CSS to the browser build.
      'css/auto': {
        localIdentName: production ? '[uniqueName]-[hash:6]' : '[uniqueName]-[name]-[local]',
        ...(server ? { exportsOnly: true } : {}),
      },
    },
  };
}

const resolve: Configuration['resolve'] = {
  extensions: ['.ts', '.tsx', '.js'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

/**
 * One rspack configuration for the shell and every remote, so they build alike.
 *
 * A remote is built with the ModuleFederationPlugin: a container (remoteEntry.js, mf-manifest.json)
 * whose shared singletons come from the page. The shell is a federation host at run time only: its
 * own code is an ordinary bundle (React, the router and the first screen, tree-shaken, with no share
 * negotiation before the first render), and it creates the federation runtime when the first remote
 * is needed, providing its singletons to the remotes from there (shell/src/federation/host.ts).
 */
export function federatedAppConfig(options: FederatedAppOptions, argv: { mode?: string } = {}): Configuration {
  const production = argv.mode !== 'development';
  const isRemote = Boolean(options.exposes);
  return {
    mode: production ? 'production' : 'development',
    context: options.dir,
    // The bundler's own runtime code is written for the same browsers.
    target: `browserslist:${BROWSER_TARGETS.join(', ')}`,
    // src/index.ts (an async boundary in remotes) or src/index.tsx (the shell, which hydrates at once).
    entry: { main: './src/index' },
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
    resolve,
    module: moduleOptions(production, false),
    // The federation runtime and its SDK ship once, in the shell (~30 KB gzipped): production
    // remote entries use the shell's copies instead of carrying their own. Dev builds keep theirs
    // so the standalone dev page runs without a shell.
    externals: isRemote && production ? { '@module-federation/sdk': `global ${FEDERATION_SDK_GLOBAL}` } : undefined,
    plugins: [
      isRemote
        ? new ModuleFederationPlugin({
            name: options.name,
            filename: 'remoteEntry.js',
            exposes: options.exposes,
            // Remotes are registered at run time from the BFF's registry; nothing about where a
            // remote lives is compiled in.
            remotes: {},
            shared: sharedSingletons,
            // 'loaded-first': a dead remote is never contacted at start-up for share negotiation.
            shareStrategy: 'loaded-first',
            manifest: true,
            // Run-time remotes leave nothing to consume; the types plugin would only slow builds.
            dts: false,
            experiments: {
              externalRuntime: production,
              optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
            },
          })
        : new rspack.DefinePlugin({ __HL_SHARED_VERSIONS__: JSON.stringify(sharedVersions(options.dir)) }),
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
      // Its version and contract (a remote), or the versions it provides (the shell), for the BFF's registry.
      ...(production
        ? [
            new BuildInfoPlugin(
              isRemote
                ? { kind: 'remote', name: options.name, dir: options.dir }
                : { kind: 'host', sharedVersions: sharedVersions(options.dir) },
            ),
          ]
        : []),
      // Every text asset also as .br and .gz, for servers to send without compressing per request.
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    optimization: {
      minimize: production,
      // The CSS minifier (Lightning CSS) adds the prefixes and lowers the syntax the same browsers
      // need; what it cannot lower (a color-mix() of a custom property) carries its own fallback.
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: [...BROWSER_TARGETS] } }),
      ],
    },
    performance: { hints: false },
    devServer: {
      port: options.devPort,
      host: '127.0.0.1',
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
      liveReload: true,
      // A remote running alone still talks to a BFF (forms, analytics): BFF_URL, default npm start's.
      proxy: [
        { context: ['/contact', '/analytics', '/admin'], target: process.env.BFF_URL ?? 'http://127.0.0.1:8080' },
      ],
    },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

/**
 * A prerender: a build's own components compiled for Node, with the browser build's class names,
 * so a script run after the build can render first screens to HTML (the shell's pages, the
 * knowledge remote's articles).
 * `entry` exports the render function; the bundle is written to `outDir` as prerender.cjs.
 */
export function prerenderConfig(options: {
  name: string;
  dir: string;
  entry: string;
  outDir: string;
  /** What asset URLs start with (the shell's '/' unless given). */
  publicPath?: string;
}): Configuration {
  return {
    mode: 'production',
    target: 'node20',
    context: options.dir,
    entry: { prerender: options.entry },
    devtool: false,
    output: {
      path: options.outDir,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      publicPath: options.publicPath ?? '/',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: options.name,
      clean: true,
    },
    resolve,
    module: moduleOptions(true, true),
    plugins: [new rspack.DefinePlugin({ __HL_SHARED_VERSIONS__: JSON.stringify(sharedVersions(options.dir)) })],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
