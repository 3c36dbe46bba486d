import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { CopyText } from '@/components/copy-text';

function renderCopy(value = 'a1b2c3d4-e5f6-7890-abcd-ef0123456789') {
  const user = userEvent.setup();
  render(
    <App>
      <CopyText value={value} name="Session ID">
        <span>{value.slice(0, 8)}</span>
      </CopyText>
    </App>,
  );
  return user;
}

describe('<CopyText>', () => {
  it('shows its content and a named copy button', () => {
    renderCopy();
    expect(screen.getByText('a1b2c3d4')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Copy Session ID' }),
    ).toBeInTheDocument();
  });

  it('shows the value itself without children', () => {
    render(
      <App>
        <CopyText value="ryTask.ryNoParams" name="Invoke target" />
      </App>,
    );
    // the whole value on hover when a narrow column cuts it
    expect(screen.getByText('ryTask.ryNoParams')).toHaveAttribute(
      'title',
      'ryTask.ryNoParams',
    );
  });

  it('puts the whole value on the clipboard and says so', async () => {
    const user = renderCopy();
    const write = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy Session ID' }));
    expect(write).toHaveBeenCalledWith('a1b2c3d4-e5f6-7890-abcd-ef0123456789');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    write.mockRestore();
  });

  it('says so when the browser refuses the clipboard', async () => {
    const user = renderCopy();
    const write = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy Session ID' }));
    expect(
      await screen.findByText('Could not copy: your browser did not allow it'),
    ).toBeInTheDocument();
    write.mockRestore();
  });

  it('falls back to the copy command without the Clipboard API', async () => {
    const user = renderCopy('plain-http');
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: undefined,
    });
    const copied: string[] = [];
    const exec = vi.fn(() => {
      copied.push(document.querySelector('textarea')?.value ?? '');
      return true;
    });
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: exec,
    });
    try {
      await act(() =>
        user.click(screen.getByRole('button', { name: 'Copy Session ID' })),
      );
      expect(exec).toHaveBeenCalledWith('copy');
      expect(copied).toEqual(['plain-http']);
      expect(await screen.findByText('Copied')).toBeInTheDocument();
      expect(document.querySelector('textarea')).toBeNull();
    } finally {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
      Reflect.deleteProperty(document, 'execCommand');
    }
  });
});
