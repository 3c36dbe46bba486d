import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAV_TYPES, TAGS_STYLES, type LayoutSettings } from '@/config/settings';
import { useSettingsStore } from '@/stores/settings';

type ChoiceKey = keyof Pick<LayoutSettings, 'navType' | 'tagsStyle'>;

const CHOICES: { [K in ChoiceKey]: readonly LayoutSettings[K][] } = {
  navType: NAV_TYPES,
  tagsStyle: TAGS_STYLES,
};

/**
 * A layout setting with a few named values (navigation mode, tab style):
 * one button per value, the current one filled; changes apply live.
 */
export function ChoiceSetting({
  name,
  disabled,
}: {
  name: ChoiceKey;
  disabled?: boolean;
}) {
  const { t } = useTranslation('layout');
  const value = useSettingsStore((s) => s[name]);
  const updateSettings = useSettingsStore((s) => s.updateSettings);
  const label = t(`settings.${name}`);
  return (
    <div className="settings-drawer__choice">
      <span>{label}</span>
      <Radio.Group
        aria-label={label}
        optionType="button"
        buttonStyle="solid"
        size="small"
        disabled={disabled}
        value={value}
        options={CHOICES[name].map((choice) => ({
          value: choice,
          label: t(`settings.${name}Options.${choice}`),
        }))}
        onChange={(e) => updateSettings({ [name]: e.target.value as string })}
      />
    </div>
  );
}
