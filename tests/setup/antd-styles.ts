/**
 * antd's CSS in jsdom, cut down to what a test can observe.
 *
 * antd injects its CSS-in-JS as <style> elements, 600-700 KB in a view's
 * test file. jsdom matches every rule at each getComputedStyle call, for the
 * element and again for each ancestor when the property is inherited: about
 * 50 ms a call. Testing Library's role queries and accessible names, jest-dom
 * and user-event call it for every element they look at (measured: 31 of the
 * 40 s of one test of the record view).
 *
 * Without layout, a test observes a handful of computed properties:
 * `display` and `visibility` (which elements are hidden, how accessible
 * names are spaced), `opacity` (toBeVisible) and `pointer-events`
 * (user-event refuses to click through `none`). antd's style elements keep
 * only those declarations, so those properties compute exactly as with its
 * full CSS: the cascade of one property does not depend on other properties,
 * and jsdom resolves no `var()`, so the custom properties dropped change
 * nothing.
 */
import postcss, { type Container } from 'postcss';

/** The computed properties jsdom tests can observe. */
export const OBSERVED_PROPERTIES: ReadonlySet<string> = new Set([
  'display',
  'visibility',
  'opacity',
  'pointer-events',
]);

/** Removes rules and at-rules left without content, innermost first. */
function prune(container: Container): void {
  container.each((node) => {
    if ('nodes' in node && node.nodes) {
      prune(node);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

/** `css` with only the declarations of OBSERVED_PROPERTIES (and what holds them). */
export function observedCss(css: string): string {
  const root = postcss.parse(css);
  // jsdom runs no animations and loads no fonts.
  root.walkAtRules((rule) => {
    if (rule.name.endsWith('keyframes') || rule.name === 'font-face') {
      rule.remove();
    }
  });
  root.walkDecls((decl) => {
    if (!OBSERVED_PROPERTIES.has(decl.prop.toLowerCase())) decl.remove();
  });
  prune(root);
  return root.toString();
}

/**
 * antd's styles (rc-util's `updateCSS`, which marks them `data-rc-order`)
 * hold the cut-down CSS; reading `innerHTML` still gives what antd wrote, so
 * its "unchanged?" check holds and it does not write the same CSS again.
 */
export function observeAntdStylesOnly(): void {
  const written = new WeakMap<HTMLStyleElement, string>();
  const inner = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
  if (!inner?.get || !inner.set) throw new Error('no Element innerHTML');
  const { get, set } = inner;
  Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
    configurable: true,
    get(this: HTMLStyleElement) {
      return written.get(this) ?? get.call(this);
    },
    set(this: HTMLStyleElement, css: string) {
      if (css && this.hasAttribute('data-rc-order')) {
        written.set(this, css);
        set.call(this, observedCss(css));
      } else {
        written.delete(this);
        set.call(this, css);
      }
    },
  });
}
