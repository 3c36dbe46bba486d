import ColumnHeightOutlined from '@ant-design/icons/ColumnHeightOutlined';
import { App, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPONENT_SIZES, useAppStore, type ComponentSize } from '@/stores/app';

/**
 * Layout size: default, medium, small, mini; the current one is disabled. The
 * choice applies at once through antd's component size and is kept in the
 * `size` cookie (app store).
 */
export function SizeMenu() {
  const { t } = useTranslation('layout');
  const { message } = App.useApp();
  const size = useAppStore((s) => s.size);
  const setSize = useAppStore((s) => s.setSize);

  const items: MenuProps['items'] = COMPONENT_SIZES.map((value) => ({
    key: value,
    label: t(`size.${value}`),
    disabled: value === size,
  }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    setSize(key as ComponentSize);
    void message.success(t('size.changed', { size: t(`size.${key}`) }));
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} autoFocus>
      <button
        type="button"
        className="navbar__icon-button"
        aria-label={t('size.label')}
        title={t('size.label')}
      >
        <ColumnHeightOutlined aria-hidden />
      </button>
    </Dropdown>
  );
}
