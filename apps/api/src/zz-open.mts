import { openDatabase } from './db/client.ts';
const t0 = performance.now();
const h = await openDatabase({ database: { kind: 'pglite', dataDir: process.argv[2] } as any });
console.log('open ms', Math.round(performance.now() - t0));
await h.close();
