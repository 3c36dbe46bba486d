import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { ColorPicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { THEME_PRESETS } from '@/config/settings';
import { useSettingsStore } from '@/stores/settings';

/**
 * Theme colour: the 8 presets as swatches plus a picker for any colour.
 * The choice restyles the whole UI at once (antd's colorPrimary token).
 */
export function ThemeColorPicker() {
  const { t } = useTranslation('layout');
  const theme = useSettingsStore((s) => s.theme);
  const updateSettings = useSettingsStore((s) => s.updateSettings);
  const current = theme.toLowerCase();
  return (
    <div className="settings-colors">
      <div
        className="settings-colors__presets"
        role="radiogroup"
        aria-label={t('settings.presets')}
      >
        {THEME_PRESETS.map((color) => {
          const checked = color.toLowerCase() === current;
          return (
            <button
              key={color}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={color}
              title={color}
              className="settings-colors__swatch"
              style={{ background: color }}
              onClick={() => updateSettings({ theme: color })}
            >
              {checked && <CheckOutlined aria-hidden />}
            </button>
          );
        })}
      </div>
      <ColorPicker
        value={theme}
        disabledAlpha
        showText
        aria-label={t('settings.customColor')}
        presets={[{ label: t('settings.presets'), colors: [...THEME_PRESETS] }]}
        onChangeComplete={(color) =>
          updateSettings({ theme: color.toHexString() })
        }
      />
    </div>
  );
}
