import { message } from 'antd';
import { describe, expect, it } from 'vitest';

// tests/setup/web.ts closes antd's static messages after each test, even
// one asked for in the test's last moment (rendered by React only after the
// test has ended): left open, its timer renders again after jsdom is gone.
describe('static antd feedback left by a test', () => {
  it('asks for a message and ends at once', () => {
    void message.error('Left behind', 5);
  });

  it('does not find it still open in the next test', async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });
});
