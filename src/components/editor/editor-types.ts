import type { EditorImageMode } from './editor-config';

export interface EditorProps {
  /**
   * The field's id (antd's Form.Item gives it); the editor takes its name
   * from the field's <label for> when there is no `label`.
   */
  id?: string;
  /** The field's label, for the editor's name ("Rich text editor: …"). */
  label?: string;
  /** HTML content. */
  value?: string;
  /** Called with the new HTML on every change. */
  onChange?: (html: string) => void;
  /** Height in px, kept within 380–900 (default 380). */
  height?: number;
  /** Show the content without editing. */
  readOnly?: boolean;
  /** 'url' (default) uploads images to the server; 'base64' inlines them. */
  type?: EditorImageMode;
  /** Image size limit in MB (default 5). */
  fileSize?: number;
  /**
   * TinyMCE licence key. Default 'gpl': TinyMCE 8 is GPL-2.0-or-later
   * unless a commercial key is configured (which also needs Tiny's
   * licensekeymanager plugin).
   */
  licenseKey?: string;
  className?: string;
}
