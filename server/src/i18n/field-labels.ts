/**
 * Labels of the content fields that name a glossary term (a column, its
 * content type and page layout), read from the SPA's texts: an export's
 * headings and the server's messages say what the screens say.
 */
import enGlossary from '../../../src/locales/en/glossary.json' with { type: 'json' };
import enNavRecord from '../../../src/locales/en/project-nav-record.json' with { type: 'json' };
import enNavigation from '../../../src/locales/en/project-navigation.json' with { type: 'json' };
import jaGlossary from '../../../src/locales/ja/glossary.json' with { type: 'json' };
import jaNavRecord from '../../../src/locales/ja/project-nav-record.json' with { type: 'json' };
import jaNavigation from '../../../src/locales/ja/project-navigation.json' with { type: 'json' };
import zhGlossary from '../../../src/locales/zh-CN/glossary.json' with { type: 'json' };
import zhNavRecord from '../../../src/locales/zh-CN/project-nav-record.json' with { type: 'json' };
import zhNavigation from '../../../src/locales/zh-CN/project-navigation.json' with { type: 'json' };
import { resolveGlossary, type Texts } from './menu-titles.js';

/** The navigation fields named after glossary terms. */
const NAVIGATION = [
  'navId',
  'parentId',
  'navName',
  'navType',
  'recordCategory',
] as const;

type FieldLabels = Record<
  `navigation.field.${(typeof NAVIGATION)[number]}` | 'navRecord.field.navId',
  string
>;

function labels(
  navigation: { fields: Record<string, string> },
  navRecord: { fields: Record<string, string> },
  glossary: Texts,
): FieldLabels {
  return {
    ...(Object.fromEntries(
      NAVIGATION.map((key) => [
        `navigation.field.${key}`,
        resolveGlossary(navigation.fields[key], glossary),
      ]),
    ) as Omit<FieldLabels, 'navRecord.field.navId'>),
    'navRecord.field.navId': resolveGlossary(navRecord.fields.navId, glossary),
  };
}

export const fieldLabelsEn = labels(enNavigation, enNavRecord, enGlossary);
export const fieldLabelsZh = labels(zhNavigation, zhNavRecord, zhGlossary);
export const fieldLabelsJa = labels(jaNavigation, jaNavRecord, jaGlossary);
