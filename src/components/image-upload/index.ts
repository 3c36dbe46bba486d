export {
  IMAGE_UPLOAD_DEFAULTS,
  ImageUpload,
  type ImageUploadProps,
} from './image-upload';
