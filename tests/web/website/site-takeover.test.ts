import { afterEach, describe, expect, it, vi } from 'vitest';
import { appContainer } from '@/website/first-screen';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function page(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root')!;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the site over a pre-rendered page', () => {
  it('renders into #root itself when the server sent no page', () => {
    const root = page('');
    expect(appContainer(root)).toBe(root);
  });

  it('keeps the pre-rendered page on screen while the app is still loading, then takes its place', async () => {
    const root = page('<main class="pr"><h1>アクセス</h1></main>');
    const container = appContainer(root);
    expect(container).not.toBe(root);
    expect(container.hidden).toBe(true);

    container.innerHTML =
      '<div class="site-root"><div class="site-status" role="status">読み込み中</div></div>';
    await flush();
    expect(document.getElementById('root')).toBe(root);
    expect(container.hidden).toBe(true);

    container.querySelector('.site-status')!.remove();
    await flush();
    expect(root.isConnected).toBe(false);
    expect(document.getElementById('root')).toBe(container);
    expect(container.hidden).toBe(false);
  });

  it('takes over after a while even when the app never shows its page', () => {
    vi.useFakeTimers();
    const root = page('<main class="pr"><h1>お知らせ</h1></main>');
    const container = appContainer(root);
    vi.advanceTimersByTime(5_000);
    expect(root.isConnected).toBe(false);
    expect(container.hidden).toBe(false);
  });
});

describe('the site over the static frame the first-screen script painted', () => {
  function withShell() {
    document.body.innerHTML =
      '<div id="site-shell" class="site-root"><header class="site-header">株式会社サンプル</header></div><div id="root"></div>';
    return document.getElementById('root')!;
  }

  it('renders hidden in #root and removes the frame once it shows the page', async () => {
    const root = withShell();
    expect(appContainer(root)).toBe(root);
    expect(root.hidden).toBe(true);

    root.innerHTML =
      '<div class="site-root"><div class="site-status" role="status">読み込み中</div></div>';
    await flush();
    expect(document.getElementById('site-shell')).not.toBeNull();
    expect(root.hidden).toBe(true);

    root.querySelector('.site-status')!.remove();
    await flush();
    expect(document.getElementById('site-shell')).toBeNull();
    expect(root.hidden).toBe(false);
  });
});
