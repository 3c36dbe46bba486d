import type { Editor as TinyMCEEditor } from 'tinymce';
import { describe, expect, it, vi } from 'vitest';
import { buildEditorConfig } from '@/components/editor';

const base = {
  t: (key: string) => key,
  upload: vi.fn(),
  chooseFile: vi.fn(),
  notifyError: vi.fn(),
};

/** An editor whose body is a real element and whose mode can change. */
function fakeEditor(readOnly: boolean) {
  const handlers: Record<string, () => void> = {};
  const body = document.createElement('body');
  body.setAttribute('aria-label', 'Rich text editor: Content');
  const mode = { isReadOnly: () => readOnly };
  const editor = {
    on: vi.fn((name: string, fn: () => void) => {
      handlers[name] = fn;
    }),
    getBody: () => body,
    mode,
    undoManager: { add: vi.fn() },
    ui: { registry: { addButton: vi.fn() } },
  };
  return { editor, handlers, body, mode };
}

describe('the editor for assistive technology', () => {
  it('names its frame and editing area with the given title', () => {
    const config = buildEditorConfig({
      ...base,
      title: 'Rich text editor: Content',
    });
    expect(config.iframe_attrs).toEqual({ title: 'Rich text editor: Content' });
    expect(config.iframe_aria_text).toBe('Rich text editor: Content');
  });

  it('gives the labelled body the role of a multi-line text box, read-only as the editor', () => {
    const { editor, handlers, body, mode } = fakeEditor(false);
    buildEditorConfig({ ...base, title: 'x' }).setup!(
      editor as unknown as TinyMCEEditor,
    );
    handlers.init();
    expect(body).toHaveAttribute('role', 'textbox');
    expect(body).toHaveAttribute('aria-multiline', 'true');
    expect(body).toHaveAttribute('aria-readonly', 'false');
    mode.isReadOnly = () => true;
    handlers.SwitchMode();
    expect(body).toHaveAttribute('aria-readonly', 'true');
  });
});
