import { useState } from 'react';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useTranslation } from 'react-i18next';
import { AvatarCropper } from './avatar-cropper';

export interface UserAvatarProps {
  /** Resolved avatar URL (the default picture when the user has none). */
  src: string;
  onUploaded(imgUrl: string): void;
}

/** The round avatar of the info card; a click opens the cropper. */
export function UserAvatar({ src, onUploaded }: UserAvatarProps) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="profile-avatar"
        aria-label={t('avatar.change')}
        title={t('avatar.change')}
        onClick={() => setOpen(true)}
      >
        <img src={src} alt="" className="profile-avatar__img" />
        <span className="profile-avatar__mask" aria-hidden>
          <PlusOutlined />
        </span>
      </button>
      <AvatarCropper
        open={open}
        initialSrc={src}
        onClose={() => setOpen(false)}
        onUploaded={onUploaded}
      />
    </>
  );
}
