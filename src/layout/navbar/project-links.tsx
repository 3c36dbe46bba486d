import GithubOutlined from '@ant-design/icons/GithubOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { projectLinks } from '@/config/links';

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

/** Link to the source repository (new tab), when the build names one. */
export function SourceLink() {
  const { t } = useTranslation('layout');
  const href = projectLinks().source;
  if (!href) return null;
  return (
    <ExternalIconLink
      href={href}
      label={t('navbar.source')}
      icon={<GithubOutlined aria-hidden />}
    />
  );
}

/** Link to the documentation (new tab), when the build names one. */
export function DocsLink() {
  const { t } = useTranslation('layout');
  const href = projectLinks().docs;
  if (!href) return null;
  return (
    <ExternalIconLink
      href={href}
      label={t('navbar.docs')}
      icon={<QuestionCircleOutlined aria-hidden />}
    />
  );
}
