/**
 * One place that resets every store. Each store file registers its reset at
 * import; logout calls `resetAllStores()` so the next user starts clean.
 */
type ResetFn = () => void;

const resets = new Set<ResetFn>();

/** Register a store reset; returns a function that unregisters it. */
export function registerReset(fn: ResetFn): () => void {
  resets.add(fn);
  return () => {
    resets.delete(fn);
  };
}

/** Reset every registered store to its initial state. */
export function resetAllStores(): void {
  for (const reset of resets) reset();
}
