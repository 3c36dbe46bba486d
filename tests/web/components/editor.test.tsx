import { ConfigProvider, theme } from 'antd';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Editor as TinyMCEEditor } from 'tinymce';
import {
  CODE_LANGUAGES,
  Editor,
  buildEditorConfig,
  checkPickedFile,
  type EditorConfigOptions,
} from '@/components/editor';
import { EditorLoading } from '@/components/editor/editor';
import { RequestError } from '@/lib/request';
import type { UploadResult } from '@/api/common';

vi.mock('@/components/editor/tinymce-editor', () => ({
  default: (props: { value?: string }) => (
    <div role="textbox" aria-label="Rich text">
      {props.value}
    </div>
  ),
}));

const MB = 1024 * 1024;

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;

const uploaded: UploadResult = {
  code: 200,
  msg: 'ok',
  fileName: '/profile/upload/2026/11/22/a_0001.png',
  newFileName: 'a_0001.png',
  originalFilename: 'a.png',
  url: 'http://localhost:8080/profile/upload/2026/11/22/a_0001.png',
};

type Mocked = {
  upload: Mock<EditorConfigOptions['upload']>;
  chooseFile: Mock<EditorConfigOptions['chooseFile']>;
  notifyError: Mock<EditorConfigOptions['notifyError']>;
};

function options(
  extra: Partial<EditorConfigOptions> = {},
): EditorConfigOptions & Mocked {
  return {
    t,
    upload: vi.fn<EditorConfigOptions['upload']>().mockResolvedValue(uploaded),
    chooseFile: vi
      .fn<EditorConfigOptions['chooseFile']>()
      .mockResolvedValue(null),
    notifyError: vi.fn<EditorConfigOptions['notifyError']>(),
    ...extra,
  } as EditorConfigOptions & Mocked;
}

function blobInfo(size: number, name = 'pasted.png') {
  const blob = new Blob(['x'], { type: 'image/png' });
  Object.defineProperty(blob, 'size', { value: size });
  return {
    id: () => 'id',
    name: () => name,
    filename: () => name,
    blob: () => blob,
    base64: () => '',
    blobUri: () => 'blob:x',
    uri: () => undefined,
  };
}

function fileOf(name: string, size: number) {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Run the file picker with a chosen file; resolves after it settled. */
async function pick(
  type: 'file' | 'image' | 'media',
  file: File,
  extra: Partial<EditorConfigOptions> = {},
) {
  const opts = options({
    chooseFile: vi.fn().mockResolvedValue(file),
    ...extra,
  });
  const config = buildEditorConfig(opts);
  const callback = vi.fn();
  config.file_picker_callback!(callback, '', { filetype: type });
  await vi.waitFor(() =>
    expect(
      callback.mock.calls.length + opts.notifyError.mock.calls.length,
    ).toBeGreaterThan(0),
  );
  return { opts, callback };
}

afterEach(() => vi.useRealTimers());

describe("buildEditorConfig: the editor's limits", () => {
  it('sets history, heights, font sizes, line heights and code languages', () => {
    const config = buildEditorConfig(options());
    expect(config.custom_undo_redo_levels).toBe(50);
    expect(config.min_height).toBe(380);
    expect(config.max_height).toBe(900);
    expect(config.height).toBe(380);
    expect(config.font_size_formats).toBe(
      '12px 14px 16px 18px 24px 36px 48px 56px 72px',
    );
    expect(config.line_height_formats).toBe('1 1.5 1.6 1.75 1.8 2 3 4 5');
    expect(
      (config.codesample_languages as { text: string }[]).map((l) => l.text),
    ).toEqual([
      'HTML/XML',
      'JavaScript',
      'CSS',
      'PHP',
      'Ruby',
      'Python',
      'Java',
      'C',
      'C#',
      'C++',
    ]);
    expect(CODE_LANGUAGES).toHaveLength(10);
  });

  it('keeps the height within 380–900', () => {
    expect(buildEditorConfig(options({ height: 100 })).height).toBe(380);
    expect(buildEditorConfig(options({ height: 600 })).height).toBe(600);
    expect(buildEditorConfig(options({ height: 2000 })).height).toBe(900);
  });

  it('loads every plugin and keeps the bundled skin and content CSS', () => {
    const config = buildEditorConfig(options());
    expect(config.plugins).toEqual(
      expect.arrayContaining([
        'lists',
        'link',
        'image',
        'table',
        'code',
        'codesample',
        'fullscreen',
        'preview',
        'charmap',
        'searchreplace',
        'wordcount',
        'media',
        'autolink',
        'insertdatetime',
      ]),
    );
    // English and light by default: the bundled oxide skin and content CSS
    expect(config).toMatchObject({ skin: 'oxide', content_css: 'default' });
    expect(config).not.toHaveProperty('language');
    expect(
      buildEditorConfig(options({ look: { language: 'ja', dark: true } })),
    ).toMatchObject({
      language: 'ja',
      skin: 'oxide-dark',
      content_css: 'dark',
    });
  });

  it('configures links: http by default, current/new window, noopener', () => {
    const config = buildEditorConfig(options());
    expect(config.link_default_protocol).toBe('http');
    expect(config.link_target_list).toEqual([
      { title: 'editor.currentWindow', value: '' },
      { title: 'editor.newWindow', value: '_blank' },
    ]);
    expect(config.allow_unsafe_link_target).toBe(false);
    expect(config.insertdatetime_dateformat).toBe('%Y-%m-%d');
    expect(config.insertdatetime_timeformat).toBe('%H:%M:%S');
  });
});

describe('buildEditorConfig: image auto-upload', () => {
  it('uploads to /common/upload with a 30 s timeout and inserts the server path', async () => {
    const opts = options();
    const config = buildEditorConfig(opts);
    expect(config.automatic_uploads).toBe(true);
    const progress = vi.fn();
    await expect(
      config.images_upload_handler!(blobInfo(1000), progress),
    ).resolves.toBe('/profile/upload/2026/11/22/a_0001.png');
    const [file, onProgress, requestConfig] = opts.upload.mock.calls[0];
    expect((file as File).name).toBe('pasted.png');
    expect(onProgress).toBe(progress);
    expect(requestConfig).toEqual({ skipErrorHandler: true, timeout: 30000 });
  });

  it('refuses images of fileSize MB or more (default 5)', async () => {
    const opts = options();
    const config = buildEditorConfig(opts);
    await expect(
      config.images_upload_handler!(blobInfo(5 * MB), vi.fn()),
    ).rejects.toEqual({ message: 'editor.imageSize {"n":5}', remove: true });
    const small = buildEditorConfig(options({ fileSize: 1 }));
    await expect(
      small.images_upload_handler!(blobInfo(2 * MB), vi.fn()),
    ).rejects.toEqual({ message: 'editor.imageSize {"n":1}', remove: true });
    expect(opts.upload).not.toHaveBeenCalled();
  });

  it("fails with the server's message, else 'Failed to upload image'", async () => {
    const business = new RequestError('Disk full', {
      kind: 'business',
      code: 500,
    });
    const a = buildEditorConfig(
      options({ upload: vi.fn().mockRejectedValue(business) }),
    );
    await expect(
      a.images_upload_handler!(blobInfo(10), vi.fn()),
    ).rejects.toEqual({ message: 'Disk full', remove: true });

    const network = new RequestError('Network', { kind: 'network' });
    const b = buildEditorConfig(
      options({ upload: vi.fn().mockRejectedValue(network) }),
    );
    await expect(
      b.images_upload_handler!(blobInfo(10), vi.fn()),
    ).rejects.toEqual({ message: 'editor.imageFailed', remove: true });
  });

  it('keeps images inline in base64 mode', () => {
    const config = buildEditorConfig(options({ type: 'base64' }));
    expect(config.automatic_uploads).toBe(false);
    expect(config.images_upload_handler).toBeUndefined();
  });
});

describe('buildEditorConfig: file picker', () => {
  it('refuses a wrong extension with the allowed list', async () => {
    const { opts, callback } = await pick('file', fileOf('run.exe', 10));
    expect(opts.notifyError).toHaveBeenCalledWith(
      expect.stringMatching(/^editor\.fileFormat .*\.pdf\/\.txt\/\.zip/),
    );
    expect(opts.upload).not.toHaveBeenCalled();
    expect(callback).not.toHaveBeenCalled();
    expect(opts.chooseFile).toHaveBeenCalledWith(
      expect.stringContaining('.docx'),
    );
  });

  it('limits files to 10 MB and media to 100 MB', async () => {
    const big = await pick('file', fileOf('book.pdf', 10 * MB));
    expect(big.opts.notifyError).toHaveBeenCalledWith(
      'editor.fileSize {"n":10}',
    );
    const film = await pick('media', fileOf('film.mp4', 100 * MB));
    expect(film.opts.notifyError).toHaveBeenCalledWith(
      'editor.fileSize {"n":100}',
    );
    const clip = await pick('media', fileOf('clip.mp4', 50 * MB));
    expect(clip.opts.upload).toHaveBeenCalled();
    expect(clip.callback).toHaveBeenCalledWith(
      '/profile/upload/2026/11/22/a_0001.png',
      {},
    );
  });

  it('inserts an uploaded file with its original name as the link text', async () => {
    const { callback } = await pick('file', fileOf('a.pdf', MB));
    expect(callback).toHaveBeenCalledWith(
      '/profile/upload/2026/11/22/a_0001.png',
      { text: 'a.png', title: 'a.png' },
    );
  });

  it('checks extensions per picker type', () => {
    expect(checkPickedFile({ name: 'a.mp3', size: 1 }, 'image')).toEqual({
      kind: 'format',
      list: '.jpg/.jpeg/.png/.gif',
    });
    expect(checkPickedFile({ name: 'A.PNG', size: 1 }, 'image')).toBeNull();
    expect(checkPickedFile({ name: 'a.pdf', size: 1 }, 'media')).toEqual({
      kind: 'format',
      list: '.mp3/.mp4',
    });
    expect(checkPickedFile({ name: 'a.7z', size: 1 }, 'file')).toBeNull();
  });
});

describe('buildEditorConfig: setup', () => {
  function fakeEditor() {
    const handlers: Record<string, () => void> = {};
    const buttons: Record<string, { onAction: () => void }> = {};
    const editor = {
      on: vi.fn((name: string, fn: () => void) => {
        handlers[name] = fn;
      }),
      undoManager: { add: vi.fn() },
      execCommand: vi.fn(),
      ui: {
        registry: {
          addButton: vi.fn((name: string, spec: { onAction: () => void }) => {
            buttons[name] = spec;
          }),
        },
      },
    };
    return { editor, handlers, buttons };
  }

  it('adds an undo level after a 1000 ms typing pause', () => {
    vi.useFakeTimers();
    const { editor, handlers } = fakeEditor();
    buildEditorConfig(options()).setup!(editor as unknown as TinyMCEEditor);
    handlers.input();
    vi.advanceTimersByTime(600);
    handlers.input();
    vi.advanceTimersByTime(999);
    expect(editor.undoManager.add).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(editor.undoManager.add).toHaveBeenCalledTimes(1);
  });

  it('offers a button that inserts a 3×3 table', () => {
    const { editor, buttons } = fakeEditor();
    buildEditorConfig(options()).setup!(editor as unknown as TinyMCEEditor);
    buttons.table3x3.onAction();
    expect(editor.execCommand).toHaveBeenCalledWith('mceInsertTable', false, {
      rows: 3,
      columns: 3,
    });
  });
});

describe('<Editor> lazy boundary', () => {
  it('shows a loading status, then the lazily loaded editor', async () => {
    render(<Editor value="<p>Hi</p>" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading editor…');
    expect(
      await screen.findByRole('textbox', { name: 'Rich text' }),
    ).toHaveTextContent('<p>Hi</p>');
  });

  it('draws its loading box in the theme colours (dark in dark mode)', () => {
    const colours = (algorithm?: typeof theme.darkAlgorithm) => {
      const { unmount } = render(
        <ConfigProvider theme={{ algorithm }}>
          <EditorLoading />
        </ConfigProvider>,
      );
      const box = screen.getByRole('status');
      const seen = [box.style.color, box.style.borderColor];
      unmount();
      return seen;
    };
    const light = colours();
    const dark = colours(theme.darkAlgorithm);
    expect(dark[0]).not.toBe(light[0]);
    expect(dark[1]).not.toBe(light[1]);
    // light text on a dark page: its red channel is high
    expect(Number(/\d+/.exec(dark[0])![0])).toBeGreaterThan(200);
  });
});
