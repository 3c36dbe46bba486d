/** Product items (`/project/productItem`): the generic item screen of the product kind. */
import { ItemsScreen } from '@/components/project-content';
import { productItems } from './data';

export default function ProductItemPage() {
  return <ItemsScreen kind={productItems} />;
}
