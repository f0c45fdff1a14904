import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { mantineStylesUsed } from './build/mantine-styles-used';
import { trimCatalogues } from './build/trim-catalogues';

/**
 * Plugins shared with vitest.config.ts. The Lingui macro runs through Babel before the React plugin so
 * `Trans`/`t` are compiled to catalogue lookups; `lingui()` lets `.po` catalogues be imported directly.
 */
export const webPlugins = () => {
  // Both the macro and the catalogue plugin look the config up from the working directory, which is the
  // repository root under vitest; point them at this app's config explicitly.
  const configPath = path.join(import.meta.dirname, 'lingui.config.ts');
  process.env.LINGUI_CONFIG ??= configPath;
  return [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), react(), lingui({ configPath })];
};

/**
 * Writes a Brotli and a gzip copy beside every text asset so the server sends them as they are
 * (@fastify/static `preCompressed`), instead of 1.7 MB of raw JavaScript or compressing on every request.
 * Source maps are left as they are: only a developer's tools fetch them, and Brotli's best setting over their
 * 50 MB was most of the build's time.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'marquee-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => /\.(js|css|html|svg|json|txt)$/.test(fileName))
          .map(async (fileName) => {
            const filePath = path.join(outDir, fileName);
            const content = await fs.readFile(filePath);
            if (content.length < 1024) return;
            const brotli = zlib.brotliCompressSync(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            });
            await fs.writeFile(`${filePath}.br`, brotli);
            await fs.writeFile(`${filePath}.gz`, zlib.gzipSync(content, { level: 9 }));
          }),
      );
    },
  };
}

/**
 * A light entry built on its own after the app, into the same `dist` (decisions 093 and 115): its own graph,
 * so nothing of the back office can slip into it; everything it loads up front in one chunk; Preact's React
 * layer instead of react-dom (the same components, ~60 KB less); catalogues holding only its messages; and only
 * the part of Mantine's stylesheet its components use, which takes a first pass (decision 116,
 * build/build-light-entry.mjs).
 */
export function lightEntryConfig({ html, manifest, chunkName }: { html: string; manifest: string; chunkName: string }) {
  const classesFile = path.join(
    import.meta.dirname,
    'node_modules/.cache/marquee',
    `${chunkName}-mantine-classes.json`,
  );
  return defineConfig({
    plugins: [mantineStylesUsed({ classesFile }), ...webPlugins(), trimCatalogues(), precompressAssets()],
    resolve: {
      alias: [
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react$/, replacement: path.join(import.meta.dirname, 'build/react-on-preact.mjs') },
      ],
    },
    build: {
      outDir: 'dist',
      // The app's build ran first into the same folder.
      emptyOutDir: false,
      sourcemap: true,
      manifest,
      rolldownOptions: {
        input: path.join(import.meta.dirname, html),
        preserveEntrySignatures: false,
        output: {
          codeSplitting: {
            groups: [{ name: chunkName, tags: ['$initial'], priority: 10 }],
            experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
          },
        },
      },
    },
  } satisfies UserConfig);
}

export default defineConfig({
  plugins: [...webPlugins(), precompressAssets()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The manifest lets a test walk each route's static import graph (buyer-entry.test.ts).
    manifest: true,
    // No hand-made vendor groups: one group per library family glued every Mantine component (and the
    // back office's) onto the buyer's first load. Rolldown's own split by importer keeps each page's
    // libraries with the pages that use them (docs/decisions/054-light-buyer-entry.md). Two rules keep
    // the request count low: everything the entry needs is one chunk, and tiny shared chunks are inlined.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'], priority: 10 }],
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
        },
      },
    },
  },
});
