// Bundles the server's own code (and @marquee/core, which ships TypeScript) into dist/; every npm
// dependency stays an external import resolved from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', worker: 'src/worker.ts', 'mail-test': 'src/cli/mail-test.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalise-node-modules',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@marquee/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
