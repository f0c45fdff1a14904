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
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine[\\/](?!tiptap)|@floating-ui|react-transition-group|react-remove-scroll|clsx)/,
            },
            // The rich-text editor loads only where a page shows one (components/rich-text-field.tsx).
            {
              name: 'editor',
              test: /node_modules[\\/](@tiptap|prosemirror-|@mantine[\\/]tiptap|linkifyjs|orderedmap|rope-sequence|w3c-keyname|markdown-it|fast-equals)/,
            },
            // Stripe.js loaders load only on the card payment step (features/checkout/components/stripe-payment.tsx).
            { name: 'stripe', test: /node_modules[\\/]@stripe[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
