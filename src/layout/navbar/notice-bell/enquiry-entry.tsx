import MailOutlined from '@ant-design/icons/MailOutlined';
import { useTranslation } from 'react-i18next';
import { enquiriesPath } from './enquiry-count';

export interface EnquiryEntryProps {
  /** New enquiries assigned to me or about my consulting items. */
  count: number;
  /** Goes to the path (the bell closes its pop-over). */
  onOpen: (path: string) => void;
}

/** The bell's line for new enquiries: opens the list filtered to mine. */
export function EnquiryEntry({ count, onOpen }: EnquiryEntryProps) {
  const { t } = useTranslation('notice-bell');
  return (
    <button
      type="button"
      className={
        count > 0
          ? 'notice-bell__enquiries notice-bell__enquiries--new'
          : 'notice-bell__enquiries'
      }
      onClick={() => onOpen(`${enquiriesPath()}?mine=1`)}
    >
      <MailOutlined aria-hidden />
      <span>{t('enquiries', { count })}</span>
    </button>
  );
}
