export {
  MEDIA_PICKER_Z_INDEX,
  MediaPicker,
  type MediaPickerProps,
} from './media-picker';
export { LibraryButton, type LibraryButtonProps } from './library-button';
export type { MediaRow } from '@/types/media';
