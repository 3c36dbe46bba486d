/**
 * Rich text (sanitised HTML) as the words a reader sees: tags dropped,
 * paragraphs, headings, list items and line breaks kept as lines, a
 * picture as its alternative text or address in brackets.
 */

const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TR',
  'UL',
]);

function walk(node: Node, out: string[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    out.push((node.textContent ?? '').replace(/\s+/g, ' '));
    return;
  }
  if (!(node instanceof Element)) return;
  const tag = node.tagName;
  if (tag === 'SCRIPT' || tag === 'STYLE') return;
  if (tag === 'BR') {
    out.push('\n');
    return;
  }
  if (tag === 'IMG') {
    const name = node.getAttribute('alt') || node.getAttribute('src') || '';
    out.push(` [${name}] `);
    return;
  }
  const block = BLOCKS.has(tag);
  if (block) out.push('\n');
  // a cell of a table row, apart from the next one
  if (tag === 'TD' || tag === 'TH') out.push(' ');
  node.childNodes.forEach((child) => walk(child, out));
  if (block) out.push('\n');
}

/** The readable text of an HTML fragment, one line per block. */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html.trim();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const out: string[] = [];
  walk(doc.body, out);
  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
