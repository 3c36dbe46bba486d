import { useEffect, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { App, Button, Upload } from 'antd';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useTranslation } from 'react-i18next';
import { uploadAvatar } from '@/api/system/user-profile';
import { EditModal } from '@/components/crud';
import { canvasToPng, renderCrop } from './crop-image';
import { CropperTools, MAX_ZOOM, MIN_ZOOM } from './cropper-tools';

export interface AvatarCropperProps {
  open: boolean;
  /** The current avatar, cropped again when no new picture is chosen. */
  initialSrc: string;
  onClose(): void;
  /** Stored path of the new avatar (`/profile/avatar/...`). */
  onUploaded(imgUrl: string): void;
}

/** `photo.jpg` → `photo.png` (the cropped picture is always PNG). */
function pngName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'avatar'}.png`;
}

/**
 * "Change avatar" dialog (RuoYi's userAvatar): pick a picture, move, zoom
 * and rotate it inside a round frame, preview, then upload the crop as
 * `avatarfile`.
 */
export function AvatarCropper({
  open,
  initialSrc,
  onClose,
  onUploaded,
}: AvatarCropperProps) {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const [src, setSrc] = useState(initialSrc);
  const [fileName, setFileName] = useState('avatar.png');
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // Each opening starts from the current avatar.
  useEffect(() => {
    if (!open) return;
    setSrc(initialSrc);
    setFileName('avatar.png');
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setRotation(0);
    setPreview(null);
  }, [open, initialSrc]);

  // Preview of the current crop (the same drawing that is uploaded).
  useEffect(() => {
    if (!open || !area) return;
    let cancelled = false;
    renderCrop(src, area, rotation, 150)
      .then((canvas) => {
        if (!cancelled) setPreview(canvas.toDataURL('image/png'));
      })
      .catch(() => {
        if (!cancelled) setPreview(null);
      });
    return () => {
      cancelled = true;
    };
  }, [open, src, area, rotation]);

  const choose = (file: File) => {
    if (!file.type.startsWith('image/')) {
      message.error(t('avatar.typeError'));
      return Upload.LIST_IGNORE;
    }
    const reader = new FileReader();
    reader.onload = () => {
      setSrc(String(reader.result));
      setFileName(pngName(file.name));
      setCrop({ x: 0, y: 0 });
      setZoom(1);
      setRotation(0);
    };
    reader.readAsDataURL(file);
    return false;
  };

  const submit = async () => {
    if (!area) return;
    setSubmitting(true);
    try {
      const canvas = await renderCrop(src, area, rotation);
      const blob = await canvasToPng(canvas);
      const res = await uploadAvatar(blob, fileName);
      message.success(t('avatar.updated'));
      onUploaded(res.imgUrl);
      onClose();
    } catch {
      // Upload errors were shown by the request layer.
    } finally {
      setSubmitting(false);
    }
  };

  // A new picture, zoom or turn is work not to drop on a stray click.
  const changed = src !== initialSrc || zoom !== 1 || rotation !== 0;

  return (
    <EditModal
      changed={changed}
      open={open}
      title={t('avatar.title')}
      width={800}
      onClose={onClose}
      destroyOnHidden
      footer={null}
    >
      <div className="profile-cropper">
        <div
          className="profile-cropper__area"
          role="group"
          aria-label={t('avatar.cropArea')}
        >
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            rotation={rotation}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            aspect={1}
            cropShape="round"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onRotationChange={setRotation}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        </div>
        <div className="profile-cropper__preview">
          {preview ? (
            <img src={preview} alt={t('avatar.preview')} />
          ) : (
            <span aria-hidden />
          )}
        </div>
      </div>
      <div className="profile-cropper__tools">
        <Upload accept="image/*" showUploadList={false} beforeUpload={choose}>
          <Button icon={<UploadOutlined aria-hidden />}>
            {t('avatar.select')}
          </Button>
        </Upload>
        <CropperTools
          zoom={zoom}
          onZoom={setZoom}
          onRotate={(delta) => setRotation((r) => (r + delta) % 360)}
        />
        <Button
          type="primary"
          loading={submitting}
          disabled={!area}
          onClick={submit}
        >
          {t('avatar.submit')}
        </Button>
      </div>
    </EditModal>
  );
}
