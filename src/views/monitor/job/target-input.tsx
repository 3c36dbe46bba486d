/**
 * The invoke target field: pick a registered task and fill in its typed
 * parameters, or type the raw target (RuoYi's `bean.method(args)`). Either
 * way the form holds the text; the server refuses anything unregistered.
 */
import { useEffect, useState } from 'react';
import {
  Input,
  InputNumber,
  Segmented,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import type { JobTask } from '@/api/monitor/job';
import { formatTarget, pickTarget, type ArgValue } from './target';

export interface TargetInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  tasks: readonly JobTask[];
}

type Mode = 'task' | 'raw';

export function TargetInput({ id, value, onChange, tasks }: TargetInputProps) {
  const { t } = useTranslation('monitor-job');
  const text = value ?? '';
  const picked = pickTarget(text, tasks);
  const [mode, setMode] = useState<Mode>('task');
  // A target that names no task with matching values opens as raw text.
  useEffect(() => {
    if (text && tasks.length && !pickTarget(text, tasks)) setMode('raw');
    // only when the dialog loads a target or the tasks arrive
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tasks]);
  const [draft, setDraft] = useState<{ task?: string; args: ArgValue[] }>({
    args: [],
  });
  const current = picked ?? draft;
  const task = tasks.find((x) => x.name === current.task);

  const emit = (name: string, args: ArgValue[]) => {
    const def = tasks.find((x) => x.name === name);
    setDraft({ task: name, args });
    if (def) onChange?.(formatTarget(def, args));
  };

  const choose = (name: string) => {
    const def = tasks.find((x) => x.name === name);
    const args =
      def?.params.map((p) =>
        p.type === 'Boolean'
          ? false
          : p.type === 'String'
            ? ''
            : (p.min ?? null),
      ) ?? [];
    emit(name, args);
  };

  const setArg = (i: number, v: ArgValue) => {
    if (!task) return;
    const args = task.params.map((_, j) => (j === i ? v : current.args[j]));
    emit(task.name, args);
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={6}>
      <Segmented<Mode>
        size="small"
        value={mode}
        onChange={setMode}
        options={[
          { value: 'task', label: t('target.pick') },
          { value: 'raw', label: t('target.raw') },
        ]}
      />
      {mode === 'raw' ? (
        <Input
          id={id}
          value={text}
          aria-label={t('fields.invokeTarget')}
          placeholder={t('target.rawPlaceholder')}
          onChange={(e) => onChange?.(e.target.value)}
        />
      ) : (
        <>
          <Select
            id={id}
            showSearch
            aria-label={t('target.task')}
            placeholder={t('target.choose')}
            value={task?.name}
            onChange={choose}
            options={tasks.map((x) => ({
              value: x.name,
              label: `${x.name} — ${x.description}`,
            }))}
          />
          {task?.params.map((p, i) => (
            <Space key={`${task.name}-${i}`} align="center" wrap>
              <Typography.Text type="secondary" style={{ minWidth: 110 }}>
                {`${p.label} (${p.type})`}
              </Typography.Text>
              {p.type === 'String' ? (
                <Input
                  aria-label={p.label}
                  value={String(current.args[i] ?? '')}
                  onChange={(e) => setArg(i, e.target.value)}
                />
              ) : p.type === 'Boolean' ? (
                <Switch
                  aria-label={p.label}
                  checked={current.args[i] === true}
                  onChange={(on) => setArg(i, on)}
                />
              ) : (
                <InputNumber
                  aria-label={p.label}
                  min={p.min}
                  precision={p.type === 'Double' ? undefined : 0}
                  value={current.args[i] as number | null}
                  onChange={(v) => setArg(i, v)}
                />
              )}
            </Space>
          ))}
          {text && (
            <Typography.Text code aria-label={t('target.preview')}>
              {text}
            </Typography.Text>
          )}
        </>
      )}
    </Space>
  );
}
