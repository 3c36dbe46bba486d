import { listProduct } from '@/api/project/product';
import type { OwnerOption } from '@/components/project-content';

/** Products whose name contains `text` (first 20), for the product picker. */
export async function searchProducts(text: string): Promise<OwnerOption[]> {
  const res = await listProduct({
    productName: text.trim() || undefined,
    pageNum: 1,
    pageSize: 20,
  });
  return (res.rows ?? []).map((p) => ({
    value: p.productId!,
    label: p.productName,
  }));
}
