/**
 * Data the first screen asks for before React renders: started once while
 * the app boots, then handed to the first component that wants it (later
 * loads go to the server as usual).
 */
const pending = new Map<string, Promise<unknown>>();

export function prefetch<T>(key: string, load: () => Promise<T>): void {
  if (pending.has(key)) return;
  const promise = load();
  promise.catch(() => undefined);
  pending.set(key, promise);
}

export function takePrefetched<T>(
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const promise = pending.get(key) as Promise<T> | undefined;
  if (!promise) return load();
  pending.delete(key);
  return promise;
}
