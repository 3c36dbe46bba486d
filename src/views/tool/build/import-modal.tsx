/**
 * The import dialog (loaded on first open): a JSON schema exported by this
 * builder, pasted or read from a chosen .json file, checked and handed on;
 * a document that does not read shows why and changes nothing.
 */
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Alert, Button, Input, Modal } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromJsonSchema, MAX_IMPORT_SIZE } from './import-json';
import type { ImportProblem } from './json-checks';
import type { FormSchema } from './schema';

interface Props {
  onImport: (schema: FormSchema) => void;
  onClose: () => void;
}

export default function ImportModal({ onImport, onClose }: Props) {
  const { t } = useTranslation('tool-build');
  const [source, setSource] = useState('');
  const [problem, setProblem] = useState<ImportProblem | null>(null);
  const file = useRef<HTMLInputElement>(null);

  const load = (text: string) => {
    const result = fromJsonSchema(text);
    if (result.ok) onImport(result.schema);
    else setProblem(result.problem);
  };

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    if (chosen.size > MAX_IMPORT_SIZE) {
      setProblem({ key: 'import.errors.tooLarge' });
      return;
    }
    try {
      const text = await chosen.text();
      setSource(text);
      load(text);
    } catch {
      setProblem({
        key: 'import.errors.file',
        params: { file: chosen.name },
      });
    }
  };

  const message =
    problem &&
    t(problem.key, {
      ...problem.params,
      detail: problem.detail && t(problem.detail),
    });

  return (
    <Modal
      open
      title={t('import.title')}
      width={800}
      okText={t('import.ok')}
      cancelText={t('import.cancel')}
      onOk={() => load(source)}
      onCancel={onClose}
      destroyOnHidden
    >
      <div className="form-build__import">
        <Alert type="info" role="note" showIcon title={t('import.hint')} />
        <div className="form-build__import-file">
          <input
            ref={file}
            type="file"
            accept=".json,application/json"
            hidden
            aria-label={t('import.file')}
            onChange={(e) => void choose(e)}
          />
          <Button
            icon={<UploadOutlined />}
            onClick={() => file.current?.click()}
          >
            {t('import.chooseFile')}
          </Button>
        </div>
        <Input.TextArea
          aria-label={t('import.source')}
          aria-invalid={problem ? true : undefined}
          rows={14}
          value={source}
          status={problem ? 'error' : undefined}
          placeholder={t('import.placeholder')}
          spellCheck={false}
          onChange={(e) => {
            setSource(e.target.value);
            setProblem(null);
          }}
          className="form-build__import-source"
        />
        {message && (
          <Alert type="error" showIcon role="alert" title={message} />
        )}
      </div>
    </Modal>
  );
}
