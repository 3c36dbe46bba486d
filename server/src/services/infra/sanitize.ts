import sanitizeHtml from 'sanitize-html';

/**
 * Rich text as the site may show it: what the TinyMCE editor produces
 * (headings, lists, tables, links, images, figures, a few inline styles),
 * never scripts, event handlers, frames, forms or `javascript:` URLs.
 * The back office stores content through this function, and the public
 * API passes it through again before display (content written before the
 * rule existed, or straight into the database, is cleaned too).
 */
/**
 * Attributes of an `<img>` that only the site sets (its responsive images,
 * services/media/public-images.ts), never taken from stored HTML.
 */
const OWN_IMG_ATTRS = ['srcset', 'sizes', 'decoding'];

/** What the site's own values look like: candidates under /profile/ only. */
const OWN_VALUES: Record<string, RegExp> = {
  srcset: /^\/profile\/[^\s,]+ \d{1,5}w(, \/profile\/[^\s,]+ \d{1,5}w)*$/,
  sizes: /^[\w\s().,:-]{1,200}$/,
  decoding: /^async$/,
};

type Attribs = sanitizeHtml.Attributes;

function withoutOwn(attribs: Attribs): Attribs {
  const next = { ...attribs };
  for (const name of OWN_IMG_ATTRS) delete next[name];
  return next;
}

/**
 * What an `<img>` of displayed rich text becomes: its attributes (stored
 * ones, cleaned) → the attributes to draw, or undefined to keep them.
 */
export type ImgRewrite = (attribs: Attribs) => Attribs | undefined;

function imgTransform(rewrite: ImgRewrite): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const stored = withoutOwn(attribs);
    const next = { ...stored, ...rewrite(stored) };
    for (const name of OWN_IMG_ATTRS) {
      if (next[name] !== undefined && !OWN_VALUES[name]!.test(next[name])) {
        delete next[name];
      }
    }
    if (next.srcset !== undefined && !next.src?.startsWith('/profile/')) {
      delete next.srcset;
    }
    return { tagName, attribs: next };
  };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'span',
    'div',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    '*': ['style', 'title', 'lang', 'dir'],
    a: ['href', 'target', 'rel', 'name'],
    img: ['src', 'alt', 'width', 'height', 'loading', ...OWN_IMG_ATTRS],
    ol: ['start', 'type', 'reversed'],
    td: ['colspan', 'rowspan', 'align', 'valign'],
    th: ['colspan', 'rowspan', 'align', 'valign', 'scope'],
    col: ['span', 'width'],
    table: ['border', 'cellpadding', 'cellspacing', 'width'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [
        /^#[0-9a-f]{3,8}$/i,
        /^rgba?\([\d\s.,%]+\)$/i,
        /^[a-z]+$/i,
      ],
      'text-align': [/^(left|right|center|justify)$/],
      'text-indent': [/^-?\d+(\.\d+)?(px|em|%)$/],
      'text-decoration': [/^(underline|line-through|none)$/],
      'font-size': [/^\d+(\.\d+)?(px|em|rem|%|pt)$/],
      'font-weight': [/^(bold|normal|[1-9]00)$/],
      'font-style': [/^(italic|normal)$/],
      'line-height': [/^\d+(\.\d+)?(px|em|%)?$/],
      'padding-left': [/^\d+(\.\d+)?(px|em)$/],
      'margin-left': [/^\d+(\.\d+)?(px|em)$/],
      width: [/^\d+(\.\d+)?(px|%)$/],
      height: [/^\d+(\.\d+)?(px|%)$/],
      float: [/^(left|right|none)$/],
      'vertical-align': [/^(top|middle|bottom|baseline)$/],
    },
  },
  // Dropped with their content (not just unwrapped).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe'],
  transformTags: {
    img: (tagName, attribs) => ({ tagName, attribs: withoutOwn(attribs) }),
    a: (tagName, attribs) => {
      const next = { ...attribs };
      if (next.target === '_blank') next.rel = 'noopener noreferrer';
      else delete next.target;
      return { tagName, attribs: next };
    },
  },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    (!frame.attribs.src ||
      (frame.attribs.src.startsWith('data:') &&
        !/^data:image\/(png|jpe?g|gif|webp);/i.test(frame.attribs.src))),
};

/**
 * Clean rich text for storage and display (shared with the back office).
 * For display, `rewriteImg` may give images the site's own attributes
 * (`srcset`, `sizes`, `decoding`: kept only with values under /profile/).
 */
export function sanitizeRichText(
  html: string | null | undefined,
  rewriteImg?: ImgRewrite,
): string {
  if (!html) return '';
  const options = rewriteImg
    ? {
        ...OPTIONS,
        transformTags: {
          ...OPTIONS.transformTags,
          img: imgTransform(rewriteImg),
        },
      }
    : OPTIONS;
  return sanitizeHtml(html, options).trim();
}

/** RuoYi's @Xss rule for plain-text names: anything that looks like a tag. */
export function hasMarkup(text: string | null | undefined): boolean {
  return /<\s*\/?\s*[a-z!?][^>]*>/i.test(text ?? '');
}

/**
 * A plain-text field (a title, a name, a file name) as the site shows it:
 * exactly as typed, `''` for none. It is text, not HTML: whoever puts it
 * into a page escapes it there, once (React does; the pre-rendered pages'
 * `esc` does). Running it through an HTML cleaner instead would escape it
 * here too (`A > B` shown as `A &gt; B`) and drop text that looks like a
 * tag (`<C>`).
 */
export function plainText(text: string | null | undefined): string {
  return text ?? '';
}

/**
 * HTML → its text with every tag removed, still HTML-escaped (`a < b` →
 * `a &lt; b`): for text that is HTML, never for a plain-text field
 * (`plainText`), which it would escape a second time.
 */
export function stripTags(text: string | null | undefined): string {
  if (!text) return '';
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
}

/**
 * A link a visitor may follow: http(s), mailto, tel, or an in-site path
 * (`/…`, `#/…`). Anything else (`javascript:`, `data:`, `//host`) → ''.
 */
export function safeLink(url: string | null | undefined): string {
  const value = (url ?? '').trim();
  if (!value) return '';
  if (/^(https?:\/\/|mailto:|tel:)/i.test(value)) return value;
  if (/^#\//.test(value)) return value;
  if (/^\/(?!\/)/.test(value) && !value.includes('\\')) return value;
  return '';
}
