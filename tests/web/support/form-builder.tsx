import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import FormBuildPage from '@/views/tool/build';
import { spyFeedback } from './feedback';

/** The form builder screen, with feedback spied (confirmations answered yes). */
export function renderFormBuilder() {
  const fb = spyFeedback(true);
  const ue = userEvent.setup({ delay: null });
  const page = render(
    <App>
      <FormBuildPage />
    </App>,
  );
  return { fb, ue, page };
}

export const canvas = () => screen.getByRole('region', { name: 'Form canvas' });

/** The names of the fields on the canvas, in order. */
export const fieldNames = () =>
  Array.from(canvas().querySelectorAll('[data-field]')).map((e) =>
    e.getAttribute('data-field'),
  );
