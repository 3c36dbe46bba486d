/**
 * An editable list of a field's entries (options, rules): each entry's
 * inputs with a remove button, and an add button under them.
 */
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button } from 'antd';
import { Fragment, type ReactNode } from 'react';

/** What one entry's row gets: its position, a patcher and its remove button. */
export interface ListEntry<T> {
  index: number;
  set: (patch: Partial<T>) => void;
  remove: ReactNode;
}

interface Props<T> {
  label: string;
  entries: T[];
  onChange: (entries: T[]) => void;
  /** A new entry, appended by the add button. */
  create: () => T;
  addLabel: string;
  removeLabel: (n: number) => string;
  children: (entry: T, at: ListEntry<T>) => ReactNode;
}

export function ListEditor<T>(p: Props<T>) {
  const { entries, onChange } = p;
  const set = (i: number, patch: Partial<T>) =>
    onChange(entries.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  return (
    <div className="form-build__list" role="group" aria-label={p.label}>
      {entries.map((entry, i) => (
        <Fragment key={i}>
          {p.children(entry, {
            index: i,
            set: (patch) => set(i, patch),
            remove: (
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={p.removeLabel(i + 1)}
                onClick={() => onChange(entries.filter((_, j) => j !== i))}
              />
            ),
          })}
        </Fragment>
      ))}
      <Button
        size="small"
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => onChange([...entries, p.create()])}
      >
        {p.addLabel}
      </Button>
    </div>
  );
}
