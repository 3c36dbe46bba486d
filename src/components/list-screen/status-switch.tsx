/**
 * A row's enabled switch (status '0' is on). Switching asks first ("Do you
 * want to disable … ?"), changes the status through the API, says so and
 * runs `after`. Its texts are the screen namespace's `statusOf`,
 * `statusConfirm`, `enable` / `disable` and `enableSuccess` /
 * `disableSuccess`.
 */
import { Switch } from 'antd';
import type { TFunction } from 'i18next';
import { confirmAndRun } from '@/components/crud';

export interface StatusSwitchProps {
  /** The screen's `t`. */
  t: TFunction;
  /** The row's name in the question and the switch's label. */
  name: string;
  status?: string;
  disabled: boolean;
  /** Send the new status. */
  change: (status: '0' | '1') => Promise<unknown>;
  /** After a change, e.g. reload the page. */
  after: () => unknown;
}

export function StatusSwitch({
  t,
  name,
  status,
  disabled,
  change,
  after,
}: StatusSwitchProps) {
  return (
    <Switch
      size="small"
      aria-label={t('statusOf', { name })}
      checked={status === '0'}
      disabled={disabled}
      onChange={(enable) =>
        void confirmAndRun({
          content: t('statusConfirm', {
            action: t(enable ? 'enable' : 'disable'),
            name,
          }),
          run: () => change(enable ? '0' : '1'),
          success: t(enable ? 'enableSuccess' : 'disableSuccess'),
          after,
        })
      }
    />
  );
}
