/** The one generic screen of record items and product items. */
export type { ItemKind } from './item-kind';
export { ItemsScreen } from './items-screen';
