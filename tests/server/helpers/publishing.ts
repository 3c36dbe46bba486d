/**
 * Publishing content through the API, as a publisher does: a save goes to a
 * draft and visitors see it only once it is published (docs/publishing.md).
 */
import type { Api } from './api.js';

export type ContentKind =
  | 'navigation'
  | 'navRecord'
  | 'record'
  | 'recordItem'
  | 'product'
  | 'productItem';

/** Publishes one item's draft now; throws when the server refuses. */
export async function publish(
  client: Api,
  kind: ContentKind,
  id: number,
): Promise<void> {
  const res = await client.post('/project/content/publish', { kind, id });
  if (res.code !== 200) {
    throw new Error(`publish ${kind} ${id}: ${JSON.stringify(res)}`);
  }
}

/** An item's publishing state as the lists name it (`published`, `changed`…). */
export async function publishStateOf(
  client: Api,
  kind: ContentKind,
  id: number,
): Promise<string> {
  const res = await client.get(`/project/content/state/${kind}/${id}`);
  if (res.code !== 200) {
    throw new Error(`state ${kind} ${id}: ${JSON.stringify(res)}`);
  }
  return res.data.publishState as string;
}
