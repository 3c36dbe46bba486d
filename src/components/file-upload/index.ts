export {
  FILE_UPLOAD_DEFAULTS,
  FileUpload,
  type FileUploadProps,
} from './file-upload';
