/**
 * Pattern rules of a field. A pattern that is not a valid regular
 * expression is flagged here and left out of the preview and the exports.
 */
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isValidPattern, type PatternRule } from './schema';

interface Props {
  rules: PatternRule[];
  onChange: (rules: PatternRule[]) => void;
}

export function RulesEditor({ rules, onChange }: Props) {
  const { t } = useTranslation('tool-build');
  const set = (i: number, patch: Partial<PatternRule>) =>
    onChange(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div
      className="form-build__list"
      role="group"
      aria-label={t('props.rules')}
    >
      {rules.map((r, i) => {
        const bad = !isValidPattern(r.pattern);
        return (
          <div key={i} className="form-build__rule">
            <div className="form-build__list-row">
              <Input
                size="small"
                value={r.pattern}
                status={bad ? 'error' : undefined}
                placeholder="^[0-9]+$"
                aria-label={t('props.patternN', { n: i + 1 })}
                onChange={(e) => set(i, { pattern: e.target.value })}
              />
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('props.removeRule', { n: i + 1 })}
                onClick={() => onChange(rules.filter((_, j) => j !== i))}
              />
            </div>
            {bad && (
              <div className="form-build__error" role="alert">
                {t('errors.pattern')}
              </div>
            )}
            <Input
              size="small"
              value={r.message}
              placeholder={t('props.message')}
              aria-label={t('props.messageN', { n: i + 1 })}
              onChange={(e) => set(i, { message: e.target.value })}
            />
          </div>
        );
      })}
      <Button
        size="small"
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => onChange([...rules, { pattern: '', message: '' }])}
      >
        {t('props.addRule')}
      </Button>
    </div>
  );
}
