import GithubOutlined from '@ant-design/icons/GithubOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCS_URL, SOURCE_URL } from '@/config/links';

function ExternalIconLink({
  href,
  label,
  icon,
}: {
  href: string;
  label: string;
  icon: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <a
        className="navbar__icon-button"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
      >
        {icon}
      </a>
    </Tooltip>
  );
}

/** Link to the source repository (new tab). */
export function SourceLink() {
  const { t } = useTranslation('layout');
  return (
    <ExternalIconLink
      href={SOURCE_URL}
      label={t('navbar.source')}
      icon={<GithubOutlined aria-hidden />}
    />
  );
}

/** Link to the documentation (new tab). */
export function DocsLink() {
  const { t } = useTranslation('layout');
  return (
    <ExternalIconLink
      href={DOCS_URL}
      label={t('navbar.docs')}
      icon={<QuestionCircleOutlined aria-hidden />}
    />
  );
}
