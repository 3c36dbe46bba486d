import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  Link,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useParams,
} from 'react-router-dom';
import { AppMain } from '@/layout/app-main';
import { useSettingsStore } from '@/stores/settings';
import { useTagsViewStore } from '@/stores/tags-view';

function SearchPage() {
  const { name = '' } = useParams();
  const { search } = useLocation();
  return (
    <label>
      {`Search ${name}${search}`}
      <input />
    </label>
  );
}

function Frame() {
  return <iframe title="docs frame" src="about:blank" />;
}

function renderMain(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <nav>
        <Link to="/p/a">to a</Link>
        <Link to="/p/b">to b</Link>
        <Link to="/p/a?x=1">to a with query</Link>
        <Link to="/frame">to frame</Link>
        <Link to="/redirect/p/a">to redirect</Link>
      </nav>
      <Routes>
        <Route element={<AppMain />}>
          <Route path="/p/:name" element={<SearchPage />} />
          <Route path="/frame" element={<Frame />} />
          <Route path="/redirect/*" element={<p>redirecting</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const cache = (...paths: string[]) =>
  act(() => useTagsViewStore.setState({ cachedViews: paths }));

describe('page area keep-alive', () => {
  it('keeps a cached page mounted and hidden: its input keeps the text', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const user = userEvent.setup();
    renderMain('/p/a');
    cache('/p/a', '/p/b');
    await user.type(screen.getByLabelText('Search a'), 'kept text');

    await user.click(screen.getByRole('link', { name: 'to b' }));
    expect(screen.getByLabelText('Search b')).toBeVisible();
    // Hidden, but still mounted with its own params and location.
    const hidden = screen.getByLabelText('Search a', { selector: 'input' });
    expect(hidden).not.toBeVisible();

    await user.click(screen.getByRole('link', { name: 'to a' }));
    expect(screen.getByLabelText('Search a')).toBeVisible();
    expect(screen.getByLabelText('Search a')).toHaveValue('kept text');
  });

  it('a page that is not cached (noCache) starts empty when shown again', async () => {
    const user = userEvent.setup();
    renderMain('/p/a');
    cache('/p/b');
    await user.type(screen.getByLabelText('Search a'), 'gone');
    await user.click(screen.getByRole('link', { name: 'to b' }));
    expect(screen.queryByLabelText('Search a')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'to a' }));
    expect(screen.getByLabelText('Search a')).toHaveValue('');
  });

  it('the same page with another query is another pane; hidden panes keep their location', async () => {
    const user = userEvent.setup();
    renderMain('/p/a');
    cache('/p/a', '/p/a?x=1');
    await user.type(screen.getByLabelText('Search a'), 'first');
    await user.click(screen.getByRole('link', { name: 'to a with query' }));
    expect(screen.getByLabelText('Search a?x=1')).toHaveValue('');
    // The hidden pane still sees the location it was opened at.
    expect(screen.getByLabelText('Search a')).not.toBeVisible();
    await user.click(screen.getByRole('link', { name: 'to a' }));
    expect(screen.getByLabelText('Search a')).toHaveValue('first');
  });

  it('refresh (cache dropped, then the redirect route) remounts the page', async () => {
    const user = userEvent.setup();
    renderMain('/p/a');
    cache('/p/a');
    await user.type(screen.getByLabelText('Search a'), 'before refresh');
    cache();
    await user.click(screen.getByRole('link', { name: 'to redirect' }));
    expect(screen.getByText('redirecting')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'to a' }));
    expect(screen.getByLabelText('Search a')).toHaveValue('');
  });

  it('keeps a link view frame loaded (the same frame element) while away', async () => {
    const user = userEvent.setup();
    renderMain('/frame');
    act(() => useTagsViewStore.setState({ iframeViews: ['/frame'] }));
    const frame = screen.getByTitle('docs frame');
    await user.click(screen.getByRole('link', { name: 'to a' }));
    expect(frame).toBeInTheDocument();
    expect(frame).not.toBeVisible();
    await user.click(screen.getByRole('link', { name: 'to frame' }));
    expect(screen.getByTitle('docs frame')).toBe(frame);
    expect(frame).toBeVisible();
  });

  it('keeps nothing alive with the tab bar switched off', async () => {
    const user = userEvent.setup();
    act(() => useSettingsStore.getState().updateSettings({ tagsView: false }));
    renderMain('/p/a');
    cache('/p/a', '/p/b');
    await user.type(screen.getByLabelText('Search a'), 'x');
    await user.click(screen.getByRole('link', { name: 'to b' }));
    expect(screen.queryByLabelText('Search a')).not.toBeInTheDocument();
  });
});
