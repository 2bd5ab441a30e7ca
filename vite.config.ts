import type { Plugin } from 'vite';
import { defineConfig, type TestUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { transformAsync } from '@babel/core';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { EARLY_LOGIN_SCRIPT } from './src/protocol/early-login-script.ts';
import { LATER_SOURCES } from './lingui.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Identifies this build: the server sends it as `Version`, the client polls `build.json` for it. */
const buildId = process.env.BUILD_ID ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14);

/** The client's sources that may use Lingui's macros. */
const MACRO_SOURCES = /src[\\/]client[\\/].*\.[jt]sx?$/;

/**
 * Compiles Lingui's macros (`t`, `<Trans>`, `useLingui`) with Babel, before React's own transform
 * reads the file. Only the macro plugin runs: TypeScript and JSX pass through for the React plugin.
 * (A plugin of our own: `@rolldown/plugin-babel`, which did this, needs Node 22.)
 */
function linguiMacros(): Plugin {
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!MACRO_SOURCES.test(file) || !code.includes('@lingui/')) return null;
      const syntax: ('typescript' | 'jsx')[] = file.endsWith('.ts')
        ? ['typescript']
        : file.endsWith('.tsx')
          ? ['typescript', 'jsx']
          : ['jsx'];
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { sourceType: 'module', plugins: syntax },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code == null ? null : { code: result.code, map: result.map };
    },
  };
}

/** Writes the latest-build file that clients without a service worker poll for new deployments. */
function latestBuildFile(): Plugin {
  return {
    name: 'latest-build-file',
    apply: 'build',
    // Builds register the service worker and poll for deployments; the dev server does neither.
    // (Not `import.meta.env.PROD`: a build run under NODE_ENV=test, as the e2e setup does, has it false.)
    config: () => ({ define: { __PWA_ENABLED__: 'true' } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ buildId, builtAt: new Date().toISOString() }) });
    },
  };
}

/**
 * Writes `.br` and `.gz` beside each text file of the build, so a static server with pre-compressed
 * files turned on (@fastify/static `preCompressed`) sends a fraction of the bytes without compressing
 * on every request. Files under 1 KiB gain nothing and are skipped.
 */
function precompressedFiles(): Plugin {
  return {
    name: 'precompressed-files',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? `${root}dist`;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(?:js|css|html|svg|webmanifest)$/.test(fileName)) continue;
        const source = readFileSync(join(outDir, fileName));
        if (source.length < 1024) continue;
        writeFileSync(join(outDir, `${fileName}.gz`), gzipSync(source, { level: 9 }));
        writeFileSync(
          join(outDir, `${fileName}.br`),
          brotliCompressSync(source, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length },
          }),
        );
      }
    },
  };
}

/**
 * Puts the splash icon into index.html as a data URL: the splash (the first paint, and the
 * largest one until the farm shows) then needs no request of its own and paints with the HTML.
 */
function inlineSplashIcon(): Plugin {
  const marker = '<img src="/icons/icon.svg" alt="" data-splash-icon />';
  return {
    name: 'inline-splash-icon',
    transformIndexHtml(html) {
      if (!html.includes(marker)) throw new Error(`index.html has no splash icon (${marker})`);
      const svg = readFileSync(`${root}public/icons/icon.svg`, 'utf8').replace(/>\s+</g, '><').trim();
      return html.replace(marker, `<img src="data:image/svg+xml,${encodeURIComponent(svg)}" alt="" />`);
    },
  };
}

/**
 * Fails the build when a file whose messages are in the `later` catalog (lingui.config.ts) is in
 * the first load: the first paint would show those messages' ids, not their text. (A file of those
 * folders without messages, a bottom bar badge's hook, may be.)
 */
function laterSourcesOffFirstLoad(): Plugin {
  return {
    name: 'later-sources-off-first-load',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk] as const] : [])));
      // The first load: the entries and what they import statically.
      const initial = new Set<string>();
      const waiting = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      for (let file = waiting.pop(); file !== undefined; file = waiting.pop()) {
        if (initial.has(file)) continue;
        initial.add(file);
        waiting.push(...(chunks.get(file)?.imports ?? []));
      }
      const later = LATER_SOURCES.map((source) => `${root}${source}`);
      const found = [...initial]
        .flatMap((file) => chunks.get(file)?.moduleIds ?? [])
        .filter((id) => later.some((source) => id.startsWith(source)) && readFileSync(id, 'utf8').includes('@lingui/'));
      if (found.length > 0) this.error(`files of the later messages (lingui.config.ts) are in the first load: ${found.join(', ')}`);
    },
  };
}

/** The folder of the network code, loaded apart from the first paint (src/client/data/network-loader.ts). */
const NETWORK_CODE = /[\\/]src[\\/]client[\\/]data[\\/]network[\\/]/;

/**
 * Puts the early login (src/protocol/early-login-script.ts) inline at the top of the head: the
 * login leaves with the page's first bytes, while the code downloads. The server's CSP allows
 * exactly this text by its hash. In a build the tag names the network code's files, which the
 * script preloads when it logs in (a first open), and the font, which it preloads unless the
 * connection is slow. The script also loads the formatters' ICU data while the code downloads.
 */
function earlyLogin(): Plugin {
  return {
    name: 'early-login',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        // The network code: its folder's entry and the chunk of its modules (codeSplitting's group below).
        const network = Object.values(bundle).filter(
          (chunk) => chunk.type === 'chunk' && (chunk.name === 'network' || NETWORK_CODE.test(chunk.facadeModuleId ?? '')),
        );
        const font = Object.keys(bundle).find((name) => /nunito-latin-wght-normal-[\w-]+\.woff2$/.test(name));
        if (context.bundle !== undefined && (network.length === 0 || font === undefined)) {
          throw new Error('early-login: the build has no network chunk or no nunito-latin-wght-normal-*.woff2');
        }
        const files = network.map((chunk) => `/${chunk.fileName}`).join(' ');
        const attributes = (files === '' ? '' : ` data-network="${files}"`) + (font === undefined ? '' : ` data-font="/${font}"`);
        return html.replace(
          '<meta charset="UTF-8" />',
          `<meta charset="UTF-8" />\n    <script${attributes}>${EARLY_LOGIN_SCRIPT}</script>`,
        );
      },
    },
  };
}

const serverOrigin = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

/**
 * A project of the server's tests, on PGlite or PostgreSQL. A worker opens its database once and
 * its files share it (tests/server/helpers/database.ts): the files run one after another in one
 * module graph (`isolate: false`).
 */
function serverProject(name: string, database: 'pglite' | 'postgres', test: Omit<TestUserConfig, 'name'> = {}) {
  return {
    extends: true as const,
    test: {
      name,
      include: ['tests/server/**/*.test.ts'],
      environment: 'node',
      env: { TEST_DB: database },
      isolate: false,
      ...test,
    },
  };
}

export default defineConfig({
  // index.html lives with the client code; the top level stays as the architecture file lays it out.
  root: `${root}src/client`,
  publicDir: `${root}public`,
  define: { __BUILD_ID__: JSON.stringify(buildId), __PWA_ENABLED__: 'false' },
  plugins: [
    react(),
    linguiMacros(),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: `${root}sw`,
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The precache: the whole build (code, styles, fonts, icons) and the sounds, the theme music
      // included (the worker answers its range requests from here). build.json must always come
      // from the network: it is how a page without a worker learns about a deployment.
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webm,ogg,mp3}'],
        globIgnores: ['build.json', '**/*.map', '**/*.br', '**/*.gz'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      // The icons are in the precache already (public/icons/*.png); listing them twice is noise.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Harvest Hub',
        short_name: 'Harvest Hub',
        description: 'Grow seeds, harvest yield, build your farm.',
        theme_color: '#3b2314',
        background_color: '#3b2314',
        display: 'standalone',
        orientation: 'portrait',
        categories: ['games'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    earlyLogin(),
    inlineSplashIcon(),
    latestBuildFile(),
    laterSourcesOffFirstLoad(),
    precompressedFiles(),
  ],
  resolve: {
    // Dexie's ES module build for current browsers (its README): the package's default entry is a
    // wrapper over its ES5 build, 1.7 KB gzip more in the first load (docs/performance.md).
    alias: [{ find: /^dexie$/, replacement: `${root}node_modules/dexie/dist/modern/dexie.mjs` }],
  },
  server: {
    proxy: { '/backend': serverOrigin, '/api': serverOrigin, '/dev': serverOrigin },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // One stylesheet, loaded with the page: a screen's own stylesheet added later (by a prefetch or
    // a first visit) made the browser restyle and lay out the whole page in a long task.
    cssCodeSplit: false,
    outDir: `${root}dist`,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // What the first load needs, in two files (libraries, which change seldom, and the game)
        // instead of a score of small shared chunks: each request costs a round trip on a phone.
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/ },
            { name: 'app', tags: ['$initial'] },
            // The network code, in the one chunk the early login preloads: the folder, and the
            // protocol's schemas and zod, which only it reads (what the first load reads of them
            // stays in the groups above).
            { name: 'network', test: /[\\/]src[\\/](client[\\/]data[\\/]network|protocol)[\\/]|[\\/]node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    root,
    // Bounds for a test that hangs, not speed limits: a loaded machine (the whole suite on two
    // cores, or other work beside it) runs a property test or a DOM test many times slower.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // Every core: Vitest's default (one less than the cores) is a single worker on a two-core
    // machine, and `npm test` runs these files beside the end-to-end ones, which mostly wait.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'sw/**/*.test.ts', 'tests/tools/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/dom/setup.ts'],
        },
      },
      serverProject('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL
        ? [
            // One database for every worker: one file at a time, after the others. The PGlite files
            // test PGlite itself and run in the project above only.
            serverProject('server-postgres', 'postgres', {
              exclude: ['tests/server/pglite-*.test.ts'],
              fileParallelism: false,
              sequence: { groupOrder: 1 },
            }),
          ]
        : []),
      {
        extends: true,
        // The files that start the game server share the worker's database, as the server's tests do.
        test: { name: 'data', include: ['tests/data/**/*.test.ts'], environment: 'node', isolate: false },
      },
    ],
  },
});
