/** Form-wide properties: layout, size, label width and gutter. */
import { Form, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DesignerAction } from './history';
import {
  LABEL_WIDTH,
  MAX_GUTTER,
  type FormLayout,
  type FormSettings,
  type FormSize,
} from './schema';

const LAYOUTS: FormLayout[] = ['horizontal', 'vertical', 'inline'];
const SIZES: FormSize[] = ['small', 'middle', 'large'];

interface Props {
  settings: FormSettings;
  dispatch: (action: DesignerAction) => void;
}

export function FormProps({ settings, dispatch }: Props) {
  const { t } = useTranslation('tool-build');
  const set = (patch: Partial<FormSettings>, key?: string) =>
    dispatch({ type: 'settings', patch, key: key && `form:${key}` });
  return (
    <>
      <Form.Item label={t('props.layout')}>
        <Radio.Group
          aria-label={t('props.layout')}
          optionType="button"
          value={settings.layout}
          options={LAYOUTS.map((l) => ({ value: l, label: t(`layouts.${l}`) }))}
          onChange={(e) => set({ layout: e.target.value as FormLayout })}
        />
      </Form.Item>
      <Form.Item label={t('props.size')}>
        <Radio.Group
          aria-label={t('props.size')}
          optionType="button"
          value={settings.size}
          options={SIZES.map((s) => ({ value: s, label: t(`sizes.${s}`) }))}
          onChange={(e) => set({ size: e.target.value as FormSize })}
        />
      </Form.Item>
      <div className="form-build__pair">
        <Form.Item label={t('props.labelWidth')} htmlFor="fb-form-label-width">
          <InputNumber
            id="fb-form-label-width"
            min={LABEL_WIDTH.min}
            max={LABEL_WIDTH.max}
            step={10}
            value={settings.labelWidth}
            disabled={settings.layout !== 'horizontal'}
            onChange={(labelWidth) =>
              labelWidth && set({ labelWidth }, 'labelWidth')
            }
          />
        </Form.Item>
        <Form.Item label={t('props.gutter')} htmlFor="fb-form-gutter">
          <InputNumber
            id="fb-form-gutter"
            min={0}
            max={MAX_GUTTER}
            step={4}
            value={settings.gutter}
            onChange={(gutter) => gutter !== null && set({ gutter }, 'gutter')}
          />
        </Form.Item>
      </div>
    </>
  );
}
