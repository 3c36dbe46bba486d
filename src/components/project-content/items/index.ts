/** The one generic screen of record items and product items. */
export {
  itemSchema,
  type ContentItem,
  type ItemKind,
  type ItemQuery,
} from './item-kind';
export { ItemsScreen } from './items-screen';
