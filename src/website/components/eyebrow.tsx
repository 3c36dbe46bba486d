/**
 * The language of a short label when it is written in Latin letters only
 * ("COMPANY", "SAMPLE Co., Ltd."): English, so a screen reader does not
 * read it with Japanese rules. Anything with Japanese in it keeps the
 * page's language (undefined).
 */
export function latinLang(text: string): 'en' | undefined {
  return /[A-Za-z]/.test(text) && /^[\x20-\x7E©]*$/.test(text)
    ? 'en'
    : undefined;
}

/** The small label above a heading, marked English when it is. */
export function Eyebrow({ text }: { text: string }) {
  return (
    <p className="site-eyebrow" lang={latinLang(text)}>
      {text}
    </p>
  );
}
