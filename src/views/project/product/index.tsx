/**
 * Products (`/project/product`): column tree filter (product columns), search,
 * sortable paged table with the main image, add / edit (images, rich-text
 * content block), delete (single and batch), export.
 */
import { useMemo } from 'react';
import {
  FormDialog,
  ListScreen,
  useListScreen,
} from '@/components/list-screen';
import { ColumnLayout, useNavColumns } from '@/components/project-content';
import { productForm, productSchema } from './data';
import { ProductForm } from './product-form';

export default function ProductPage() {
  const columns = useNavColumns('product');
  const screen = useListScreen(productSchema);
  const { t, table } = screen;
  const { navId } = table.query;
  const defaults = useMemo(() => ({ navId }), [navId]);
  return (
    <ColumnLayout
      tree={columns.tree}
      selected={navId}
      onSelect={(id) => void table.search({ navId: id })}
      t={t}
    >
      <ListScreen screen={screen} scrollX={1480}>
        <FormDialog screen={screen} form={productForm} defaults={defaults}>
          <ProductForm
            t={t}
            columns={columns.options}
            record={screen.dialog.record}
          />
        </FormDialog>
      </ListScreen>
    </ColumnLayout>
  );
}
