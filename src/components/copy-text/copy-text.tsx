import { useEffect, useState, type ReactNode } from 'react';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { App, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from './copy-to-clipboard';
import '@/styles/copy-text.css';

export interface CopyTextProps {
  /** The text put on the clipboard. */
  value: string;
  /** What the value is (e.g. "Session ID"), for the button's name. */
  name: string;
  /** What to show before the button; the value itself by default. */
  children?: ReactNode;
}

/** How long the button shows a tick after copying. */
const COPIED_MS = 1500;

/**
 * A value with a copy button after it (RuoYi 3.9's copy-text): a click puts
 * the whole value on the clipboard and says so; the button shows a tick
 * for a moment.
 */
export function CopyText({ value, name, children }: CopyTextProps) {
  const { t } = useTranslation('components');
  const { message } = App.useApp();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    copyToClipboard(value).then(
      () => {
        setCopied(true);
        void message.success(t('copyText.done'));
      },
      () => void message.error(t('copyText.failed')),
    );
  };

  const label = t('copyText.label', { name });
  return (
    <span className="copy-text">
      <span className="copy-text__value" title={children ? undefined : value}>
        {children ?? value}
      </span>
      <Tooltip title={label}>
        <button
          type="button"
          className="copy-text__button"
          aria-label={label}
          onClick={copy}
        >
          {copied ? (
            <CheckOutlined aria-hidden />
          ) : (
            <CopyOutlined aria-hidden />
          )}
        </button>
      </Tooltip>
    </span>
  );
}
