/**
 * Throws `error` as an uncaught error in a task of its own, so a failed start of an entry (src/index.tsx,
 * src/signed-out/index.tsx) is reported like any other uncaught error instead of being left as a rejected promise.
 */
export function throwUncaught(error: unknown): void {
  setTimeout(() => {
    throw error;
  });
}
