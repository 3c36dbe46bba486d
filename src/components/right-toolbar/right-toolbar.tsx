/**
 * The icon buttons above a table (RuoYi's RightToolbar): show/hide the
 * search form, refresh, and a popover of column checkboxes.
 */
import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import {
  ReloadOutlined,
  SearchOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface ToolbarColumn {
  key: string;
  label: string;
  visible: boolean;
}

export interface RightToolbarProps {
  /** Whether the search form is shown. */
  showSearch?: boolean;
  /** Called with the toggled value. */
  onToggleSearch?: (next: boolean) => void;
  onRefresh?: () => void;
  /** Columns offered in the visibility popover (omit to hide the button). */
  columns?: readonly ToolbarColumn[];
  onColumnsChange?: (next: ToolbarColumn[]) => void;
  /** Offer the search toggle (default true). */
  search?: boolean;
  className?: string;
}

export function RightToolbar({
  showSearch = true,
  onToggleSearch,
  onRefresh,
  columns,
  onColumnsChange,
  search = true,
  className,
}: RightToolbarProps) {
  const { t } = useTranslation('components');
  const searchLabel = showSearch
    ? t('rightToolbar.hideSearch')
    : t('rightToolbar.showSearch');

  const toggleColumn = (key: string, visible: boolean) => {
    onColumnsChange?.(
      (columns ?? []).map((column) =>
        column.key === key ? { ...column, visible } : column,
      ),
    );
  };

  const columnList = (
    <div
      role="group"
      aria-label={t('rightToolbar.columnsTitle')}
      className="right-toolbar__columns"
    >
      {(columns ?? []).map((column) => (
        <div key={column.key}>
          <Checkbox
            checked={column.visible}
            onChange={(event) => toggleColumn(column.key, event.target.checked)}
          >
            {column.label}
          </Checkbox>
        </div>
      ))}
    </div>
  );

  return (
    <Space
      size={8}
      className={['right-toolbar', className].filter(Boolean).join(' ')}
    >
      {search && (
        <Tooltip title={searchLabel}>
          <Button
            shape="circle"
            icon={<SearchOutlined />}
            aria-label={searchLabel}
            aria-pressed={showSearch}
            onClick={() => onToggleSearch?.(!showSearch)}
          />
        </Tooltip>
      )}
      <Tooltip title={t('rightToolbar.refresh')}>
        <Button
          shape="circle"
          icon={<ReloadOutlined />}
          aria-label={t('rightToolbar.refresh')}
          onClick={() => onRefresh?.()}
        />
      </Tooltip>
      {columns && columns.length > 0 && (
        <Popover
          trigger="click"
          placement="bottomRight"
          title={t('rightToolbar.columnsTitle')}
          content={columnList}
        >
          <Tooltip title={t('rightToolbar.columns')}>
            <Button
              shape="circle"
              icon={<TableOutlined />}
              aria-label={t('rightToolbar.columns')}
            />
          </Tooltip>
        </Popover>
      )}
    </Space>
  );
}
