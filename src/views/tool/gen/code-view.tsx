/**
 * Generated source with syntax highlighting: highlight.js core with only the
 * languages the generator writes (TypeScript/TSX, SQL, JSON), in this lazily
 * loaded screen's chunk. highlight.js escapes the text it marks up.
 */
import { useMemo } from 'react';
import hljs from 'highlight.js/lib/core';
import json from 'highlight.js/lib/languages/json';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import 'highlight.js/styles/github.css';
import './gen.css';

hljs.registerLanguage('typescript', typescript);
hljs.registerLanguage('sql', sql);
hljs.registerLanguage('json', json);

/** Language of a generated file by its extension. */
export function languageOf(path: string): string {
  if (path.endsWith('.sql')) return 'sql';
  if (path.endsWith('.json')) return 'json';
  return 'typescript';
}

export function CodeView({ path, code }: { path: string; code: string }) {
  const html = useMemo(
    () => hljs.highlight(code, { language: languageOf(path) }).value,
    [path, code],
  );
  return (
    <pre className="gen-code">
      <code
        className="hljs"
        data-testid="gen-code"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </pre>
  );
}
