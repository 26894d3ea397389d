#!/usr/bin/env node
// Compiles the API for `npm start`: apps/api/dist/server.js (and worker.js, `npm run worker`), with the workspace's
// TypeScript (this package and @madrasa/contracts) bundled in and every npm package left to
// node_modules, so production runs plain JavaScript, no loader. What the code imports on
// demand (the seeder, the S3 driver, PGlite) becomes its own chunk, loaded only when used.
import { build } from 'esbuild';

const apiDir = new URL('..', import.meta.url).pathname;
const bundledScopes = ['@madrasa/'];

await build({
  absWorkingDir: apiDir,
  entryPoints: ['src/server.ts', 'src/worker.ts'],
  outdir: 'dist',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
          bundledScopes.some((scope) => path.startsWith(scope)) ? undefined : { external: true },
        );
      },
    },
  ],
});
