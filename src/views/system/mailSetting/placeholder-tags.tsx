/**
 * A template's placeholders as tags: a click (or Enter / Space) inserts
 * `{{name}}` where the subject's or body's cursor last was. Pressing a tag
 * with the mouse leaves the focus in the field.
 */
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface PlaceholderTagsProps {
  names: readonly string[];
  disabled: boolean;
  onInsert: (placeholder: string) => void;
}

/** `{{name}}`, as the server's templates write it. */
export const placeholderOf = (name: string) => `{{${name}}}`;

export function PlaceholderTags({
  names,
  disabled,
  onInsert,
}: PlaceholderTagsProps) {
  const { t } = useTranslation('mail');
  return (
    <div className="mail-template__placeholders">
      <Typography.Text type="secondary">
        {t('template.placeholders')}
        {disabled ? '' : ` — ${t('template.placeholderHint')}`}
      </Typography.Text>
      <Flex gap={4} wrap>
        {names.map((name) => {
          const text = placeholderOf(name);
          return disabled ? (
            <Tag key={name}>{text}</Tag>
          ) : (
            <Tag
              key={name}
              role="button"
              tabIndex={0}
              color="processing"
              className="mail-template__placeholder"
              aria-label={t('template.insert', { name: text })}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onInsert(text)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter' && e.key !== ' ') return;
                e.preventDefault();
                onInsert(text);
              }}
            >
              {text}
            </Tag>
          );
        })}
      </Flex>
    </div>
  );
}
