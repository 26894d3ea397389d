/**
 * At most `size` tasks at once; the rest wait their turn in order (a first start can find
 * thousands of PDFs to read). A task handles its own errors.
 */
export function createSlots(size: number) {
  let busy = 0;
  const waiting: Array<() => Promise<void>> = [];
  const take = (task: () => Promise<void>) => {
    busy += 1;
    void task().finally(() => {
      busy -= 1;
      const next = waiting.shift();
      if (next) take(next);
    });
  };
  return {
    run(task: () => Promise<void>) {
      if (busy < size) take(task);
      else waiting.push(task);
    },
    /** Tasks still waiting for a slot are dropped. */
    clear() {
      waiting.length = 0;
    },
  };
}
