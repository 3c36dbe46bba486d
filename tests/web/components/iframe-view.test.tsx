import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import IframeView from '@/components/iframe-view/iframe-view';

function setWindowHeight(px: number) {
  Object.defineProperty(window, 'innerHeight', {
    configurable: true,
    value: px,
  });
}

describe('embedded-link view', () => {
  it('fills the window height minus 94.5px and says it is loading until the page has loaded', () => {
    setWindowHeight(800);
    const { container } = render(<IframeView src="https://example.com/docs" />);
    const box = container.querySelector<HTMLElement>('.iframe-view')!;
    expect(box.style.height).toBe('705.5px');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Loading page, please wait',
    );
    const frame = screen.getByTitle('https://example.com/docs');
    expect(frame).toHaveAttribute('src', 'https://example.com/docs');

    fireEvent.load(frame);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('follows the window height', () => {
    setWindowHeight(800);
    const { container } = render(<IframeView src="https://example.com/" />);
    act(() => {
      setWindowHeight(600);
      window.dispatchEvent(new Event('resize'));
    });
    expect(
      container.querySelector<HTMLElement>('.iframe-view')!.style.height,
    ).toBe('505.5px');
  });
});
