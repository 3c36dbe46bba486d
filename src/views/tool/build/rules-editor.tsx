/**
 * Pattern rules of a field. A pattern that is not a valid regular
 * expression is flagged here and left out of the preview and the exports.
 */
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListEditor } from './list-editor';
import { isValidPattern, type PatternRule } from './schema';

interface Props {
  rules: PatternRule[];
  onChange: (rules: PatternRule[]) => void;
}

export function RulesEditor({ rules, onChange }: Props) {
  const { t } = useTranslation('tool-build');
  return (
    <ListEditor
      label={t('props.rules')}
      entries={rules}
      onChange={onChange}
      create={() => ({ pattern: '', message: '' })}
      addLabel={t('props.addRule')}
      removeLabel={(n) => t('props.removeRule', { n })}
    >
      {(r, { index, set, remove }) => {
        const bad = !isValidPattern(r.pattern);
        return (
          <div className="form-build__rule">
            <div className="form-build__list-row">
              <Input
                size="small"
                value={r.pattern}
                status={bad ? 'error' : undefined}
                placeholder="^[0-9]+$"
                aria-label={t('props.patternN', { n: index + 1 })}
                onChange={(e) => set({ pattern: e.target.value })}
              />
              {remove}
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
              aria-label={t('props.messageN', { n: index + 1 })}
              onChange={(e) => set({ message: e.target.value })}
            />
          </div>
        );
      }}
    </ListEditor>
  );
}
