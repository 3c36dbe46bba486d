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

describe('the site without a static frame', () => {
  it('renders into #root itself, shown', () => {
    const root = page('');
    expect(appContainer(root)).toBe(root);
    expect(root.hidden).toBe(false);
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

  it('stands in for a pre-rendered page too, and shows what #root has after a while', () => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<div id="site-shell" class="site-root"></div><div id="root"><main class="pr"><h1>お知らせ</h1></main></div>';
    const root = document.getElementById('root')!;
    expect(appContainer(root)).toBe(root);
    expect(root.hidden).toBe(true);
    vi.advanceTimersByTime(4_999);
    expect(document.getElementById('site-shell')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('site-shell')).toBeNull();
    expect(root.hidden).toBe(false);
    expect(root.textContent).toBe('お知らせ');
  });
});
