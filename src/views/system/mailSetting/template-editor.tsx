/** The mail templates, one tab each by their translated names. */
import { useCallback, useEffect, useState } from 'react';
import { Result, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { listMailTemplate } from '@/api/system/mail';
import { usePermission } from '@/hooks/use-permission';
import type { MailTemplate, MailTemplateKey } from '@/types/mail';
import { TemplateForm } from './template-form';

/** The mails in the order an enquiry causes them. */
const ORDER: readonly MailTemplateKey[] = [
  'enquiry.autoReply',
  'enquiry.staffNotice',
  'enquiry.reply',
];

const inOrder = (templates: MailTemplate[]) =>
  [...templates].sort(
    (a, b) => ORDER.indexOf(a.templateKey) - ORDER.indexOf(b.templateKey),
  );

export function TemplateEditor() {
  const { t } = useTranslation('mail');
  const { hasPermi } = usePermission();
  const [templates, setTemplates] = useState<MailTemplate[]>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    listMailTemplate().then(
      (res) => setTemplates(inOrder(res.data ?? [])),
      () => setFailed(true),
    );
  }, []);

  // a saved template comes back fresh; the others keep their unsaved edits
  const reload = useCallback(async (key: MailTemplateKey) => {
    try {
      const res = await listMailTemplate();
      const fresh = res.data?.find((tpl) => tpl.templateKey === key);
      if (fresh) {
        setTemplates((all) =>
          all?.map((tpl) => (tpl.templateKey === key ? fresh : tpl)),
        );
      }
    } catch {
      // the request layer said why
    }
  }, []);

  if (failed)
    return <Result status="warning" title={t('template.loadFailed')} />;
  if (!templates) return <Skeleton active paragraph={{ rows: 10 }} />;

  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('template.help')}
      </Typography.Paragraph>
      <Tabs
        items={templates.map((tpl) => ({
          key: tpl.templateKey,
          label: t(`template.names.${tpl.templateKey}`),
          children: (
            <TemplateForm
              template={tpl}
              canEdit={hasPermi('system:mail:edit')}
              onSaved={() => reload(tpl.templateKey)}
            />
          ),
        }))}
      />
    </>
  );
}
