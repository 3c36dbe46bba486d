import { vi } from 'vitest';
import { feedback } from '@/lib/feedback';

/** Replace every feedback method with a spy (nothing is rendered). */
export function spyFeedback(confirmResult: boolean | Promise<boolean> = false) {
  return {
    error: vi.spyOn(feedback, 'error').mockImplementation(() => {}),
    warning: vi.spyOn(feedback, 'warning').mockImplementation(() => {}),
    success: vi.spyOn(feedback, 'success').mockImplementation(() => {}),
    info: vi.spyOn(feedback, 'info').mockImplementation(() => {}),
    notifyError: vi.spyOn(feedback, 'notifyError').mockImplementation(() => {}),
    confirm: vi
      .spyOn(feedback, 'confirm')
      .mockImplementation(() => Promise.resolve(confirmResult)),
    loading: vi.spyOn(feedback, 'loading').mockImplementation(() => () => {}),
  };
}

/** A promise whose settlement the test controls. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
