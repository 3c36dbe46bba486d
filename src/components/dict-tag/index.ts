export {
  DictTag,
  LIST_CLASS_COLORS,
  dictTagValues,
  type DictTagProps,
  type DictTagValue,
} from './dict-tag';
