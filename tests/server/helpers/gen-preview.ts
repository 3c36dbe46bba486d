import type { Json } from './api.js';

/**
 * The files of a GET /tool/gen/preview answer by their path in the project
 * (`paths` names each of RuoYi's template-shaped keys' file).
 */
export function previewFiles(answer: Json): Record<string, string> {
  const data = answer.data as Record<string, string>;
  const paths = answer.paths as Record<string, string>;
  return Object.fromEntries(
    Object.entries(data).map(([key, text]) => [paths[key], text]),
  );
}
