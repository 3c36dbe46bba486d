/**
 * Where the navbar's source and documentation links go (an external repository
 * and its documentation): set at build time with VITE_SOURCE_URL /
 * VITE_DOCS_URL. Unset, the navbar shows neither; the product never links to
 * RuoYi's own site or repository.
 */
export function projectLinks(): { source?: string; docs?: string } {
  return {
    source: import.meta.env.VITE_SOURCE_URL || undefined,
    docs: import.meta.env.VITE_DOCS_URL || undefined,
  };
}
