import { listRecord } from '@/api/project/record';
import type { OwnerOption } from '@/components/project-content';

/** Copy records whose title contains `text` (first 20), for the record picker. */
export async function searchRecords(text: string): Promise<OwnerOption[]> {
  const res = await listRecord({
    title: text.trim() || undefined,
    pageNum: 1,
    pageSize: 20,
  });
  return (res.rows ?? []).map((r) => ({
    value: r.recordId!,
    label: r.navName ? `${r.title}（${r.navName}）` : r.title,
  }));
}
