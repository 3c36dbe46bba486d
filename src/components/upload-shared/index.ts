export {
  baseName,
  fileExtension,
  hasAllowedExtension,
  isAllowedImage,
  isWithinSize,
  nextUid,
  parseUploadValue,
  resolveUrl,
  toUploadValue,
  uploadErrorMessage,
  type UploadItem,
  type UploadValue,
} from './upload-utils';
export {
  useUploadBatch,
  type UploadBatch,
  type UploadBatchOptions,
} from './use-upload-batch';
export {
  useUploadField,
  type UploadField,
  type UploadFieldOptions,
} from './use-upload-field';
