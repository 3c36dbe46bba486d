/**
 * The cron expression field (Quartz: seconds first, `?` in day-of-month or
 * day-of-week, 1 = Sunday): the text, what it means in the UI language, and
 * the next fire times. The server validates it again on save.
 */
import { useMemo } from 'react';
import { Input, Space, Typography } from 'antd';
import { Cron } from 'croner';
import cronstrue from 'cronstrue';
import 'cronstrue/locales/ja';
import 'cronstrue/locales/zh_CN';
import { useTranslation } from 'react-i18next';

const LOCALES: Record<string, string> = { 'zh-CN': 'zh_CN', ja: 'ja' };
const PREVIEW_RUNS = 5;

/** The next fire times, or null when the expression is not a Quartz cron. */
export function quartzNextRuns(expression: string, n: number): Date[] | null {
  const parts = expression.trim().split(/\s+/);
  if (parts.length < 6 || parts.length > 7) return null;
  if ((parts[3] === '?') === (parts[5] === '?')) return null;
  try {
    return new Cron(expression.trim(), {
      mode: '6-or-7-parts',
      alternativeWeekdays: true,
      sloppyRanges: true,
      paused: true,
    }).nextRuns(n);
  } catch {
    return null;
  }
}

/** 'yyyy-MM-dd HH:mm:ss' (the server's format). */
export function dateTime(d: Date): string {
  const p = (v: number) => String(v).padStart(2, '0');
  return (
    `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ` +
    `${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`
  );
}

export interface CronInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

export function CronInput({ id, value, onChange }: CronInputProps) {
  const { t, i18n } = useTranslation('monitor-job');
  const text = value ?? '';
  const preview = useMemo(() => {
    if (!text.trim()) return null;
    const runs = quartzNextRuns(text, PREVIEW_RUNS);
    if (!runs) return { runs: null, description: '' };
    let description = '';
    try {
      description = cronstrue.toString(text.trim(), {
        locale: LOCALES[i18n.language] ?? 'en',
        dayOfWeekStartIndexZero: false,
        use24HourTimeFormat: true,
      });
    } catch {
      // cronstrue reads fewer forms than croner; the times still show
    }
    return { runs, description };
  }, [text, i18n.language]);

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={4}>
      <Input
        id={id}
        value={text}
        placeholder={t('cron.placeholder')}
        onChange={(e) => onChange?.(e.target.value)}
      />
      {preview && !preview.runs && (
        <Typography.Text type="danger">{t('cron.invalid')}</Typography.Text>
      )}
      {preview?.runs && (
        <div className="job-cron-preview" aria-label={t('cron.preview')}>
          {preview.description && (
            <Typography.Text strong>{preview.description}</Typography.Text>
          )}
          <Typography.Text type="secondary">
            {t('cron.nextRuns')}
          </Typography.Text>
          <ol>
            {preview.runs.map((d) => (
              <li key={d.getTime()}>{dateTime(d)}</li>
            ))}
          </ol>
        </div>
      )}
    </Space>
  );
}
