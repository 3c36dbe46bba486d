import { describe, expect, it, vi } from 'vitest';
import tinymce, { type Editor as TinyMCEEditor } from 'tinymce';
import {
  buildEditorConfig,
  type EditorConfigOptions,
  type MediaPick,
  type PickedMedia,
} from '@/components/editor';

const t = (key: string) => key;

const photo: PickedMedia = {
  url: '/profile/upload/2026/11/28/harbour_0001.jpg',
  fileName: 'harbour.jpg',
  mediaType: 'image',
  altJa: '夕暮れの港 "A" <港>',
  width: 1600,
  height: 1200,
};

function options(pickMedia?: MediaPick): EditorConfigOptions {
  return {
    t,
    upload: vi.fn(),
    chooseFile: vi.fn().mockResolvedValue(null),
    notifyError: vi.fn(),
    pickMedia,
  };
}

/** An editor with TinyMCE's own DOM utilities and a recorded toolbar. */
function fakeEditor() {
  const buttons: Record<string, { tooltip: string; onAction: () => void }> = {};
  const editor = {
    on: vi.fn(),
    dom: tinymce.DOM,
    insertContent: vi.fn(),
    undoManager: { transact: vi.fn((fn: () => void) => fn()) },
    ui: {
      registry: {
        addButton: vi.fn(
          (name: string, spec: { tooltip: string; onAction: () => void }) => {
            buttons[name] = spec;
          },
        ),
      },
    },
  };
  return { editor, buttons };
}

/** The element an inserted HTML string makes. */
function parse(html: string): Element {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box.firstElementChild!;
}

describe('the editor and the media library', () => {
  it('has a "Media library" button that inserts the image with its stable link, Japanese alt text and size', async () => {
    const pickMedia = vi.fn<MediaPick>().mockResolvedValue(photo);
    const config = buildEditorConfig(options(pickMedia));
    expect(config.toolbar).toContain('image medialibrary');
    const { editor, buttons } = fakeEditor();
    config.setup!(editor as unknown as TinyMCEEditor);
    expect(buttons.medialibrary.tooltip).toBe('media-picker:editorButton');

    buttons.medialibrary.onAction();
    await vi.waitFor(() => expect(editor.insertContent).toHaveBeenCalled());
    expect(pickMedia).toHaveBeenCalledWith(undefined);
    const img = parse(editor.insertContent.mock.calls[0][0] as string);
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe(photo.url);
    expect(img.getAttribute('alt')).toBe(photo.altJa);
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('1200');
  });

  it('inserts a link for a document and nothing when the picker is closed', async () => {
    const pickMedia = vi
      .fn<MediaPick>()
      .mockResolvedValueOnce({
        ...photo,
        url: '/profile/upload/2026/11/28/price <list>.pdf',
        fileName: 'price <list>.pdf',
        mediaType: 'document',
        width: null,
        height: null,
      })
      .mockResolvedValueOnce(null);
    const { editor, buttons } = fakeEditor();
    buildEditorConfig(options(pickMedia)).setup!(
      editor as unknown as TinyMCEEditor,
    );
    buttons.medialibrary.onAction();
    await vi.waitFor(() => expect(editor.insertContent).toHaveBeenCalled());
    const link = parse(editor.insertContent.mock.calls[0][0] as string);
    expect(link.tagName).toBe('A');
    expect(link.textContent).toBe('price <list>.pdf');

    buttons.medialibrary.onAction();
    await vi.waitFor(() => expect(pickMedia).toHaveBeenCalledTimes(2));
    await Promise.resolve();
    expect(editor.insertContent).toHaveBeenCalledTimes(1);
  });

  it('fills the image dialog from the picker (images only): link, alt text, width and height', async () => {
    const pickMedia = vi.fn<MediaPick>().mockResolvedValue(photo);
    const opts = options(pickMedia);
    const callback = vi.fn();
    buildEditorConfig(opts).file_picker_callback!(callback, '', {
      filetype: 'image',
    });
    await vi.waitFor(() => expect(callback).toHaveBeenCalled());
    expect(pickMedia).toHaveBeenCalledWith('image');
    expect(callback).toHaveBeenCalledWith(photo.url, {
      alt: photo.altJa,
      width: '1600',
      height: '1200',
    });
    expect(opts.chooseFile).not.toHaveBeenCalled();
  });

  it('offers videos to the media dialog and any file to the link dialog', async () => {
    const pickMedia = vi.fn<MediaPick>().mockResolvedValue(photo);
    const config = buildEditorConfig(options(pickMedia));
    const callback = vi.fn();
    config.file_picker_callback!(callback, '', { filetype: 'media' });
    config.file_picker_callback!(callback, '', { filetype: 'file' });
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(2));
    expect(pickMedia.mock.calls).toEqual([['video'], [undefined]]);
    expect(callback).toHaveBeenCalledWith(photo.url, {
      text: 'harbour.jpg',
      title: 'harbour.jpg',
    });
  });

  it('without the library (no permission) has no button and the dialogs upload from the computer', () => {
    const opts = options();
    const config = buildEditorConfig(opts);
    const { editor, buttons } = fakeEditor();
    config.setup!(editor as unknown as TinyMCEEditor);
    expect(buttons.medialibrary).toBeUndefined();
    config.file_picker_callback!(vi.fn(), '', { filetype: 'image' });
    expect(opts.chooseFile).toHaveBeenCalledWith('.jpg,.jpeg,.png,.gif');
  });
});
