import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import tinymce from 'tinymce/tinymce';
import type { Editor as TinyMCEEditor } from 'tinymce';
import TinymceEditor from '@/components/editor/tinymce-editor';
import {
  editorLanguage,
  lookKey,
  lookOptions,
} from '@/components/editor/editor-look';
import { countWords } from '@/components/editor/word-count';
import { buildEditorConfig } from '@/components/editor';
import i18n from '@/lib/i18n';
import { useSettingsStore } from '@/stores/settings';

/** What the editor hands TinyMCE's React wrapper, per created editor. */
const created: { init: Record<string, unknown> }[] = [];
vi.mock('@tinymce/tinymce-react', () => ({
  Editor: (props: { init: Record<string, unknown>; value: string }) => {
    created.push({ init: props.init });
    return <div data-testid="tinymce">{props.value}</div>;
  },
}));

afterEach(async () => {
  created.length = 0;
  await act(() => i18n.changeLanguage('en'));
});

describe('the editor look: language pack and skin', () => {
  it('picks TinyMCE 8 language codes for ja and zh-CN, English otherwise', () => {
    expect(editorLanguage('ja')).toBe('ja');
    expect(editorLanguage('zh-CN')).toBe('zh-CN');
    expect(editorLanguage('en')).toBeUndefined();
    expect(editorLanguage(undefined)).toBeUndefined();
  });

  it('uses the dark skin and dark content CSS in dark mode', () => {
    expect(lookOptions({ dark: false })).toEqual({
      skin: 'oxide',
      content_css: 'default',
    });
    expect(lookOptions({ language: 'zh-CN', dark: true })).toEqual({
      language: 'zh-CN',
      skin: 'oxide-dark',
      content_css: 'dark',
    });
    expect(lookKey({ language: 'ja', dark: true })).toBe('ja-dark');
  });

  it('opens in Japanese with the Japanese pack loaded from the bundle', async () => {
    await act(() => i18n.changeLanguage('ja'));
    render(<TinymceEditor value="<p>本文</p>" />);
    await screen.findByTestId('tinymce');
    expect(created.at(-1)!.init).toMatchObject({
      language: 'ja',
      skin: 'oxide',
      content_css: 'default',
    });
    // the pack registered its strings, and our count labels over it
    expect(tinymce.util.I18n.hasCode('ja')).toBe(true);
    tinymce.util.I18n.setCode('ja');
    expect(tinymce.util.I18n.translate('File')).toBe('ファイル');
    expect(tinymce.util.I18n.translate(['{0} words', 12])).toBe('12文字');
    tinymce.util.I18n.setCode('en');
  });

  it('is created anew with the dark skin when the theme turns dark', async () => {
    render(<TinymceEditor value="<p>text</p>" />);
    await screen.findByTestId('tinymce');
    expect(created.at(-1)!.init).toMatchObject({ skin: 'oxide' });
    act(() => useSettingsStore.getState().toggleDark());
    await waitFor(() =>
      expect(created.at(-1)!.init).toMatchObject({
        skin: 'oxide-dark',
        content_css: 'dark',
      }),
    );
    expect(tinymce.Resource.has('ui/oxide-dark/skin.css')).toBe(true);
    expect(tinymce.Resource.has('content/dark/content.css')).toBe(true);
    expect(screen.getByTestId('tinymce')).toHaveTextContent('text');
  });
});

describe('Esc in the editor menus and dialogs', () => {
  it('closes those alone: it does not reach the window (where an antd dialog closes)', async () => {
    render(<TinymceEditor value="" />);
    await screen.findByTestId('tinymce');
    // focus stays on the menu bar button; the menu is drawn under <body>
    const menuButton = document.createElement('button');
    document.body.append(menuButton);
    const aux = document.createElement('div');
    aux.className = 'tox-tinymce-aux';
    aux.innerHTML = '<div class="tox-menu"></div>';
    document.body.append(aux);
    const onWindow = vi.fn();
    window.addEventListener('keydown', onWindow);
    const esc = () =>
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true });
    try {
      menuButton.dispatchEvent(esc());
      expect(onWindow).not.toHaveBeenCalled();
      // with no menu or dialog open Esc goes on as usual
      aux.remove();
      menuButton.dispatchEvent(esc());
      expect(onWindow).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener('keydown', onWindow);
      aux.remove();
      menuButton.remove();
    }
  });
});

describe('word count', () => {
  it('counts each Japanese or Chinese character and each other word', () => {
    expect(countWords('日本語の文章です。')).toBe(8);
    expect(countWords('製品PX-900を発売')).toBe(6);
    expect(countWords('Hello world, it’s fine')).toBe(4);
    expect(countWords('我们的产品')).toBe(5);
    expect(countWords('')).toBe(0);
  });

  it('the status bar count of Japanese text is its characters', () => {
    const handlers: Record<string, () => void> = {};
    const counters = {
      body: { getWordCount: () => 0 },
      selection: { getWordCount: () => 0 },
    };
    const editor = {
      on: (name: string, fn: () => void) => {
        handlers[name] = fn;
      },
      plugins: { wordcount: counters },
      getContent: () => 'お問い合わせはこちら',
      selection: { getContent: () => '問い合わせ' },
      ui: { registry: { addButton: vi.fn() } },
    } as unknown as TinyMCEEditor;
    const config = buildEditorConfig({
      t: (key) => key,
      upload: vi.fn(),
      chooseFile: vi.fn(),
      notifyError: vi.fn(),
    });
    (config.setup as (e: TinyMCEEditor) => void)(editor);
    handlers.PreInit();
    expect(counters.body.getWordCount()).toBe(10);
    expect(counters.selection.getWordCount()).toBe(5);
  });
});
