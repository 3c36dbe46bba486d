import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isExternalLink } from '../paths';
import { T } from '../strings';

/** An in-site link, or an external one opened in a new tab. */
export function SiteLink({
  to,
  className,
  children,
  onClick,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  if (isExternalLink(to)) {
    return (
      <a
        href={to}
        className={className}
        target="_blank"
        rel="noopener noreferrer"
        title={T.externalLink}
        onClick={onClick}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
