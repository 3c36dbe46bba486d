import type { ReactNode } from 'react';
import { Eyebrow } from '../../components/eyebrow';
import { Phrased } from '../../components/phrased';

/** English eyebrow, Japanese title and an optional link on the right. */
export function SectionHead({
  en,
  title,
  id,
  action,
}: {
  en: string;
  title: string;
  id: string;
  action?: ReactNode;
}) {
  return (
    <div className="site-section-head">
      <div>
        <Eyebrow text={en} />
        <h2 id={id}>
          <Phrased text={title} />
        </h2>
      </div>
      {action}
    </div>
  );
}
