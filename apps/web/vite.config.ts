import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  plugins: webPlugins(),
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
    // libraries with the pages that use them (docs/decisions/054-light-buyer-entry.md).
  },
});
