/**
 * An element's tags, attributes and own texts, depth first: what two
 * renderings must share to look and behave the same (static first-screen
 * markup against the React component that takes its place).
 */
export function skeleton(
  el: Element,
  ignored: ReadonlySet<string> = new Set(),
): string[] {
  const out: string[] = [];
  const walk = (node: Element, depth: number) => {
    const attrs = [...node.attributes]
      .filter((a) => !ignored.has(a.name))
      .map((a) => `${a.name}=${a.value}`)
      .sort()
      .join(' ');
    const text = [...node.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent)
      .join('')
      .trim();
    out.push(
      `${'  '.repeat(depth)}<${node.tagName.toLowerCase()} ${attrs}> ${text}`,
    );
    for (const child of node.children) walk(child, depth + 1);
  };
  walk(el, 0);
  return out;
}
