/**
 * From upload to responsive sizes through the API (docs/media.md): the
 * upload answers at once with the image pending, wakes this instance's
 * worker, and the file's detail then lists its sizes, each served under
 * /profile for good; a replacement is processed as a version of its own,
 * the sizes of the version before kept.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { clearQueue, waitProcessed } from './helpers/media-jobs.js';
import { postFiles, uploadMedia } from './helpers/media-upload.js';

interface Variant {
  width: number;
  height: number;
  format: string;
  size: number;
  url: string;
}

const jpeg = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describe('media upload to sizes', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    // The worker polls rarely: only the upload's wake gets it going soon.
    t = await createTestApp({ mediaPollMs: 600_000 });
    await t.app.ready();
    await clearQueue(t.app);
    token = await loginToken(t.app, 'admin');
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  const detail = async (mediaId: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/project/media/${mediaId}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data as {
      version: number;
      processState: string;
      thumbUrl: string | null;
      variants: Variant[];
    };

  it('answers the upload pending, then lists the sizes it served for good', async () => {
    const up = (
      await uploadMedia(t.app, token, 'hall.jpg', await jpeg(1000, 500, '#c33'))
    ).json();
    expect(up).toMatchObject({ code: 200, data: { processState: 'pending' } });
    const { mediaId } = up.data;
    expect((await waitProcessed(t.app, mediaId, 50_000)).processState).toBe(
      'ready',
    );

    const file = await detail(mediaId);
    const webp = file.variants.filter((v) => v.format === 'webp');
    expect(webp.map((v) => [v.width, v.height])).toEqual([
      [320, 160],
      [640, 320],
      [960, 480],
      [1000, 500],
    ]);
    expect(file.thumbUrl).toBe(webp[0].url);
    for (const v of file.variants) {
      expect(v.url).toBe(`/profile/media/${mediaId}/v1/${v.width}.${v.format}`);
      const res = await t.app.inject({ method: 'GET', url: v.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(`image/${v.format}`);
      expect(res.headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
      expect(res.rawPayload.length).toBe(v.size);
    }
  });

  it('processes a replacement as a version of its own, keeping the sizes before it', async () => {
    const up = (
      await uploadMedia(t.app, token, 'map.jpg', await jpeg(700, 700, '#3c3'))
    ).json();
    const { mediaId } = up.data;
    await waitProcessed(t.app, mediaId, 50_000);

    const replaced = await postFiles(
      t.app,
      token,
      `/project/media/replace/${mediaId}`,
      [
        {
          name: 'file',
          filename: 'map.jpg',
          content: await jpeg(400, 800, '#33c'),
        },
      ],
    );
    expect(replaced.json()).toMatchObject({
      code: 200,
      data: { version: 2, processState: 'pending' },
    });
    expect((await waitProcessed(t.app, mediaId, 50_000)).processState).toBe(
      'ready',
    );
    const file = await detail(mediaId);
    expect(
      file.variants
        .filter((v) => v.format === 'webp')
        .map((v) => [v.url, v.width, v.height]),
    ).toEqual([
      [`/profile/media/${mediaId}/v2/320.webp`, 320, 640],
      [`/profile/media/${mediaId}/v2/400.webp`, 400, 800],
    ]);
    // Published content showing version 1 keeps its sizes.
    const v1 = await t.app.inject({
      method: 'GET',
      url: `/profile/media/${mediaId}/v1/700.webp`,
    });
    expect(v1.statusCode).toBe(200);
    expect((await sharp(v1.rawPayload).metadata()).width).toBe(700);
  });
});
