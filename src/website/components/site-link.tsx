import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { isExternalLink } from '../paths';
import { T } from '../strings';

/** A plain left click (not one that opens a new tab or window). */
function isPlainClick(event: MouseEvent) {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * An in-site link, or an external one opened in a new tab. In-site links
 * carry the page's own address (`/w/...`, which the server renders: a new
 * tab, a crawler or a reader without JavaScript gets the page itself); a
 * plain click moves within the site's hash routes instead. `current` marks
 * the link of the page or section shown (`aria-current`).
 */
export function SiteLink({
  to,
  className,
  current,
  children,
  onClick,
}: {
  to: string;
  className?: string;
  current?: 'page' | 'true';
  children: ReactNode;
  onClick?: () => void;
}) {
  const navigate = useNavigate();
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
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} className={className} aria-current={current} onClick={follow}>
      {children}
    </a>
  );
}
