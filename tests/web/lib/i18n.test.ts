import { describe, expect, it } from 'vitest';
import i18n, {
  FIRST_SCREEN_NAMESPACES,
  NAMESPACES,
  SHELL_NAMESPACES,
  loadNamespaces,
  namespacesLoaded,
} from '@/lib/i18n';
import { viewNamespaces } from '@/router/view-namespaces';
import { registeredViews } from '@/router/view-registry';

const files = Object.keys(import.meta.glob('/src/locales/en/*.json'));

describe('i18n namespaces', () => {
  it('knows every namespace file, and loads only a few up front', () => {
    expect(NAMESPACES).toEqual(
      files.map((f) => f.replace(/^.*\/|\.json$/g, '')).sort(),
    );
    for (const ns of [...FIRST_SCREEN_NAMESPACES, ...SHELL_NAMESPACES]) {
      expect(NAMESPACES).toContain(ns);
    }
    expect(FIRST_SCREEN_NAMESPACES.length).toBeLessThan(NAMESPACES.length / 4);
  });

  it('names existing namespaces for every admin page', () => {
    const pages = registeredViews().filter((v) =>
      /^(system|monitor|project|tool)\//.test(v),
    );
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const view = page.replace(/\/index$/, '');
      const ns = viewNamespaces(view);
      expect(ns.length, view).toBeGreaterThan(0);
      for (const n of ns) expect(NAMESPACES, `${view}: ${n}`).toContain(n);
    }
  });

  it('loads a page namespace on demand and then shows its texts', async () => {
    await loadNamespaces(['system-user', 'no-such-namespace']);
    expect(namespacesLoaded(['system-user', 'no-such-namespace'])).toBe(true);
    expect(i18n.t('system-user:fields.userName')).toBe('Account');
    expect(i18n.t('monitor-online:fields.tokenId')).toBe('Session ID');
  });
});
