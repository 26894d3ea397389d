// Preloaded into the server by bench/soak.mjs (node --expose-gc --import): every
// BENCH_MEMORY_MS it runs a full garbage collection, so heap used is what is still live
// (a leak shows as a rising floor, not GC timing), then appends the process's memory to
// BENCH_MEMORY_FILE as a JSON line. Nothing of it is in the app itself.
import { appendFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  const every = Number(process.env.BENCH_MEMORY_MS ?? 5000);
  setInterval(() => {
    globalThis.gc?.();
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    appendFileSync(
      file,
      `${JSON.stringify({ t: Date.now(), rss, heapUsed, heapTotal, external })}\n`,
    );
  }, every).unref();
}
