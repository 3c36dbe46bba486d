/** Table cells and option lists the content screens share. */
import type { ReactNode } from 'react';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';

/** Options labelled from the screen's texts: `<prefix>.<value>`. */
export const textOptions = (
  t: TFunction,
  prefix: string,
  values: readonly string[],
) => values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

/** Shown ('0', blue) or hidden: a switch on the published version. */
export function StatusTag({ t, value }: { t: TFunction; value: string }) {
  return (
    <Tag color={value === '0' ? 'blue' : 'default'}>
      {t(`statusOptions.${value}`, { defaultValue: value })}
    </Tag>
  );
}

/** A title in bold with its tags, and its subtitle below. */
export function ContentTitle({
  text,
  tags,
  sub,
}: {
  text: string;
  tags: ReactNode;
  sub?: string | null;
}) {
  return (
    <div className="content-title">
      <span className="content-title__text">{text}</span>
      {tags}
      {sub && <span className="content-title__sub">{sub}</span>}
    </div>
  );
}
