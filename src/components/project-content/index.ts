/** Shared pieces of the content screens (records, products and their items). */
import './project-content.css';

export { ColumnLayout, type ColumnLayoutProps } from './column-panel';
export {
  useNavColumns,
  type ColumnOption,
  type ColumnScope,
  type NavColumns,
} from './use-nav-columns';
export {
  OwnerSelect,
  type OwnerOption,
  type OwnerSelectProps,
} from './owner-select';
export { formatBytes } from './format-bytes';
export { DOWNLOAD_MAX_MB, DOWNLOAD_TYPES } from './download-types';
export { requiredWhen } from './required-when';
export { ContentTitle, StatusTag, textOptions } from './content-cells';
export {
  ColumnItem,
  OrderItem,
  RemarkItem,
  requiredRule,
  StatusItem,
  TextItem,
  YesNoItem,
} from './content-form-items';
export { ItemsScreen, type ItemKind } from './items';
