/**
 * At most `limit` tasks at once; the others wait their turn in arrival order. For work whose cost is
 * memory held while it runs (a password hash holds 16 MB), so that a burst of requests queues cheaply
 * instead of holding that memory many times over.
 */
export function createGate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < limit) running += 1;
      // the task that finishes hands its place over directly, so `running` never drops between them
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks waiting for a place (for tests and logs). */
    get waiting() {
      return waiting.length;
    },
  };
}
