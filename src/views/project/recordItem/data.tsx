/** Record items as an item kind: the text blocks and downloadable files of copy records. */
import { PaperClipOutlined } from '@ant-design/icons';
import {
  addRecordItem,
  delRecordItem,
  getRecordItem,
  listRecordItem,
  RECORD_ITEM_EXPORT_URL,
  updateRecordItem,
} from '@/api/project/record-item';
import { formatBytes, type ItemKind } from '@/components/project-content';
import { resolveUrl } from '@/components/upload-shared';
import {
  RECORD_ITEM_TYPES,
  type ProjectRecordItem,
  type RecordItemQuery,
} from '@/types/record';
import { RecordItemFields } from './record-item-fields';
import { searchRecords } from './record-options';

export const recordItems: ItemKind<ProjectRecordItem, RecordItemQuery> = {
  ns: 'project-record-item',
  perm: 'recordItem',
  help: 'glossary:help.recordItem',
  api: {
    list: listRecordItem,
    get: getRecordItem,
    add: addRecordItem,
    update: updateRecordItem,
    remove: delRecordItem,
    exportUrl: RECORD_ITEM_EXPORT_URL,
  },
  owner: {
    key: 'recordId',
    name: 'recordTitle',
    width: 240,
    search: searchRecords,
    placeholder: 'recordSearch',
  },
  types: RECORD_ITEM_TYPES,
  typeColor: (type) => (type === '2' ? 'gold' : 'blue'),
  typeWidth: 120,
  value: {
    key: 'fileUrl',
    render: ({ fileUrl, fileName, fileSize }) =>
      fileUrl ? (
        <a href={resolveUrl(fileUrl)} target="_blank" rel="noopener noreferrer">
          <PaperClipOutlined /> {fileName || fileUrl.split('/').pop()}
          {fileSize ? ` (${formatBytes(fileSize)})` : ''}
        </a>
      ) : (
        '-'
      ),
  },
  form: {
    width: 900,
    top: 24,
    labelWidth: '130px',
    breakpoint: 'md',
    defaults: {
      itemName: '',
      itemType: '1',
      content: '',
      fileUrl: '',
      fileName: '',
      fileSize: 0,
      orderNum: 0,
      status: '0',
      remark: '',
    },
    fields: [],
    // a text block carries no file, a file item no text
    toSave: (values, record) => ({
      ...record,
      ...(values.itemType === '2'
        ? { ...values, content: '' }
        : { ...values, fileUrl: '', fileName: '', fileSize: 0 }),
    }),
  },
  Fields: RecordItemFields,
};
