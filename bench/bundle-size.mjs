#!/usr/bin/env node
// Gzip size of the JavaScript and CSS the home page loads first, and of each route chunk.
// Usage: npm run build && node bench/bundle-size.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const dist = join(root, 'apps/web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1],
);
const initialTotal = initial.reduce((sum, file) => sum + gz(file), 0);
console.log(`Initial load (index.html references): ${kb(initialTotal)} gzip`);
for (const file of initial) console.log(`  ${file.padEnd(50)} ${kb(gz(file))}`);

console.log('\nAll chunks:');
const chunks = readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
for (const file of chunks.sort((a, b) => gz(`assets/${b}`) - gz(`assets/${a}`))) {
  console.log(`  ${file.padEnd(50)} ${kb(gz(`assets/${file}`))}`);
}
