/**
 * The notifier behind the server's caches (server/src/db/notify.ts): a
 * statement resolves only once the handlers of the notifications it caused
 * are done, and never waits for those of later writes.
 */
import { describe, expect, it } from 'vitest';
import { Notifier } from '../../server/src/db/notify.js';

/** A handler that finishes when its `finish` is called. */
function held() {
  const done: string[] = [];
  const waiting: (() => void)[] = [];
  const handler = (payload: string) =>
    new Promise<void>((resolve) =>
      waiting.push(() => {
        done.push(payload);
        resolve();
      }),
    );
  return { done, handler, finish: () => waiting.shift()?.() };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('Notifier', () => {
  it('settles once the handlers of the notifications so far are done', async () => {
    const notifier = new Notifier();
    const h = held();
    notifier.add('list_gen', h.handler);
    notifier.deliver('list_gen', 'sys_user');
    let settled = false;
    const wait = notifier.settled().then(() => (settled = true));
    await turn();
    expect(settled).toBe(false);
    h.finish();
    await wait;
    expect(h.done).toEqual(['sys_user']);
    expect(notifier.busy).toBe(false);
  });

  it('does not wait for the handlers of notifications that arrive meanwhile', async () => {
    const notifier = new Notifier();
    const h = held();
    notifier.add('list_gen', h.handler);
    notifier.deliver('list_gen', 'sys_user');
    const wait = notifier.settled();
    await turn();
    // Another request's write arrives before the first handler is done.
    notifier.deliver('list_gen', 'sys_notice');
    await turn();
    h.finish();
    await wait;
    expect(h.done).toEqual(['sys_user']);
    expect(notifier.busy).toBe(true);
    h.finish();
    await notifier.settled();
    expect(notifier.busy).toBe(false);
  });

  it('runs only the handlers of the channel, and a failing one does not stop the rest', async () => {
    const notifier = new Notifier();
    const seen: string[] = [];
    notifier.add('access_gen', () => {
      throw new Error('store down');
    });
    notifier.add('access_gen', (p) => void seen.push(`access:${p}`));
    const remove = notifier.add('list_gen', (p) => void seen.push(`list:${p}`));
    notifier.deliver('access_gen', 'sys_role');
    await notifier.settled();
    remove();
    notifier.deliver('list_gen', 'sys_post');
    await notifier.settled();
    expect(seen).toEqual(['access:sys_role']);
  });
});
