/**
 * Like `Promise.all(items.map(fn))` but with at most `limit` calls in flight, so a
 * batch of file writes cannot exhaust file descriptors. Results keep the input order.
 */
export async function mapLimit<T, R>(
  items: readonly T[],
  { limit, fn }: { limit: number; fn: (item: T, index: number) => Promise<R> },
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
