/**
 * HTML the server has already sanitised (sanitize-html: no scripts, event
 * handlers, frames or `javascript:` URLs); the page's CSP refuses inline
 * script as a second line of defence.
 */
export function RichText({
  html,
  className = '',
}: {
  html: string;
  className?: string;
}) {
  if (!html) return null;
  return (
    <div
      className={`site-rich-text ${className}`.trim()}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
