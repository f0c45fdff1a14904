import path from 'node:path';
import { defineConfig } from 'vite';
import { precompressAssets, webPlugins } from './vite.config';

/**
 * The light entry of public event pages (docs/decisions/093-light-event-page-entry.md), built on its own
 * after the app (`vite build` then this) into the same `dist`: one graph of its own, so nothing of the app's
 * router, query cache or back office can slip into it, and everything it loads up front is one file.
 */
export default defineConfig({
  plugins: [...webPlugins(), precompressAssets()],
  // Preact's React compatibility layer instead of react-dom: the same components, 60 KB less (decision 093).
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
    manifest: '.vite/event-page-manifest.json',
    rolldownOptions: {
      input: path.join(import.meta.dirname, 'event.html'),
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: 'event-page', tags: ['$initial'], priority: 10 }],
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
        },
      },
    },
  },
});
