/** Drop types from the SPA's dictionary cache: the next use loads them afresh. */
import { useDictStore } from '@/stores/dict';

export function forgetTypes(...types: (string | undefined)[]): void {
  const store = useDictStore.getState();
  for (const type of types) store.removeDict(type);
}
