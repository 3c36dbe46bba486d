/**
 * The answer of GET /tool/gen/preview/{id} in RuoYi's shape. RuoYi's own
 * front ends read each key as a template name, `vm/<folder>/<name>.<language>.vm`
 * (`vm/java/domain.java.vm`): the tab label is `<name>.<language>` and the
 * Vue 2 UI highlights the text with highlight.js in `<language>`, which
 * throws on a language it has not registered (it registers java, xml, html,
 * vue, javascript, typescript and sql). Keys here follow that shape, with a
 * language those UIs highlight; `paths` names each key's file in this
 * project, for this project's own UI and for the zip.
 */
import type { GeneratedFile } from './index.js';

/** highlight.js language RuoYi's UIs show a file in, by its extension. */
export function previewLanguage(path: string): 'javascript' | 'sql' {
  // TypeScript, TSX and JSON read well as JavaScript; every RuoYi UI has it.
  return path.endsWith('.sql') ? 'sql' : 'javascript';
}

/** RuoYi's template-shaped key of a generated file (`vm/ts/route.javascript.vm`). */
export function previewKey(file: Pick<GeneratedFile, 'name' | 'path'>): string {
  const extension = /\.([a-z]+)$/.exec(file.path)?.[1] ?? 'txt';
  return `vm/${extension}/${file.name}.${previewLanguage(file.path)}.vm`;
}

export interface PreviewAnswer {
  /** RuoYi's key → file text. */
  data: Record<string, string>;
  /** RuoYi's key → the file's path in this project. */
  paths: Record<string, string>;
}

export function previewAnswer(files: GeneratedFile[]): PreviewAnswer {
  const answer: PreviewAnswer = { data: {}, paths: {} };
  for (const file of files) {
    const key = previewKey(file);
    answer.data[key] = file.text;
    answer.paths[key] = file.path;
  }
  return answer;
}
