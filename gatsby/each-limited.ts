import os from "node:os"

/**
 * Runs `work` on every item, at most `limit` at a time (one per core by default). A build's
 * post-build jobs (a share image, a brotli-11 copy) each hold tens of megabytes while they run:
 * started all at once for a thousand pages they hold gigabytes, for no gain on a machine of two cores.
 */
export async function eachLimited<T>(
  items: readonly T[],
  work: (item: T) => Promise<void>,
  limit = os.availableParallelism(),
): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++])
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
}
