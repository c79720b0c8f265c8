/**
 * Reads a value until it equals the expected one (an animation ends, or a server finishes its work,
 * later on a loaded machine) and returns the last reading, so the caller's assertion shows what was
 * really there.
 */
export async function settled<T>(read: () => Promise<T>, expected: T, timeout = 5_000): Promise<T> {
  const until = Date.now() + timeout
  let value = await read()
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    value = await read()
  }
  return value
}
