#!/usr/bin/env node
// Compressed size of the JavaScript and CSS the home page loads first, and of each route
// chunk: gzip, and Brotli (what the server sends browsers that accept it).
// Usage: npm run build && node bench/bundle-size.mjs   (WEB_DIST_DIR=… for another build)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const dist = process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const sizes = (file) => {
  const bytes = readFileSync(join(dist, file));
  return { gzip: gzipSync(bytes).length, brotli: brotliCompressSync(bytes).length };
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const row = (file, { gzip, brotli }) => `  ${file.padEnd(50)} ${kb(gzip)} ${kb(brotli)}`;

const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1],
);
const total = { gzip: 0, brotli: 0 };
for (const file of initial) {
  const size = sizes(file);
  total.gzip += size.gzip;
  total.brotli += size.brotli;
}
console.log(
  `${'Initial load (index.html references)'.padEnd(52)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`,
);
console.log(row('total', total));
for (const file of initial) console.log(row(file, sizes(file)));

console.log('\nAll chunks:');
const chunks = readdirSync(join(dist, 'assets'))
  .filter((f) => /\.(js|css)$/.test(f))
  .map((file) => ({ file, size: sizes(`assets/${file}`) }));
for (const { file, size } of chunks.sort((a, b) => b.size.gzip - a.size.gzip)) {
  console.log(row(file, size));
}
