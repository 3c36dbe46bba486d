/**
 * A dialog's OK that sends one request: busy while it runs, then the
 * success message and `after`; a refusal is shown by the request layer and
 * leaves the dialog open.
 */
import { useState } from 'react';
import { feedback } from '@/lib/feedback';

export function useSend() {
  const [saving, setSaving] = useState(false);
  const send = async (
    request: () => Promise<unknown>,
    done: string,
    after: () => void,
  ) => {
    setSaving(true);
    try {
      await request();
      feedback.success(done);
      after();
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };
  return { saving, send };
}
