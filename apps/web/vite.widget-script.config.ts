import path from 'node:path';
import { defineConfig } from 'vite';
import { precompressAssets } from './vite.config';

/**
 * widget.js (issue 28, decision 153): one classic script for host pages, built beside the app into the same `dist`,
 * hashed for hosts that pin it with Subresource Integrity; the server also serves it as `/widget.js`.
 */
export default defineConfig({
  plugins: [precompressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    manifest: '.vite/widget-script-manifest.json',
    modulePreload: false,
    rolldownOptions: {
      input: path.join(import.meta.dirname, 'src/widget-script/widget.ts'),
      output: { format: 'iife', entryFileNames: 'assets/widget-[hash].js' },
    },
  },
});
