/**
 * Location and camera data are removed from uploaded images without
 * re-encoding them (docs/media.md, upload step 4): what `/profile` serves
 * has no GPS, no camera make and model, no XMP, and keeps the orientation
 * so that a portrait photo still stands upright.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { uploadMedia } from './helpers/media-upload.js';

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="35,39.48N"/>' +
  '</rdf:RDF></x:xmpmeta>';

const EXIF = {
  IFD0: { Make: 'SpyCam', Model: 'Z9 secret' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '35/1 39/1 29/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '139/1 44/1 28/1',
  },
};

const canvas = () =>
  sharp({
    create: { width: 64, height: 32, channels: 3, background: '#c33' },
  });

/** Does an Exif block point to a GPS directory (tag 0x8825, either byte order)? */
const hasGpsIfd = (exif: Buffer | undefined) =>
  !!exif &&
  (exif.includes(Buffer.from([0x88, 0x25])) ||
    exif.includes(Buffer.from([0x25, 0x88])));

describe('metadata removed from uploaded images', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t.app, 'admin');
  });
  afterAll(() => t.close());

  async function served(filename: string, content: Buffer) {
    const res = await uploadMedia(t.app, token, filename, content);
    const body = res.json();
    expect(body).toMatchObject({ code: 200 });
    const shown = await t.app.inject({ method: 'GET', url: body.data.url });
    expect(shown.statusCode).toBe(200);
    return { row: body.data, bytes: shown.rawPayload };
  }

  it('JPEG: GPS and camera gone, orientation kept, the image data untouched', async () => {
    const photo = await canvas()
      .jpeg()
      .withExif(EXIF)
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsIfd(before.exif)).toBe(true);
    expect(photo.includes('SpyCam')).toBe(true);

    const { row, bytes } = await served('holiday.jpg', photo);
    const after = await sharp(bytes).metadata();
    expect(after.orientation).toBe(6);
    expect(hasGpsIfd(after.exif)).toBe(false);
    expect(bytes.includes('SpyCam')).toBe(false);
    expect(bytes.includes('Z9 secret')).toBe(false);
    expect(after).toMatchObject({ width: 64, height: 32, format: 'jpeg' });
    // Not re-encoded: the compressed image data is the same to the last byte.
    const scan = photo.subarray(photo.lastIndexOf(Buffer.from([0xff, 0xda])));
    expect(bytes.subarray(bytes.length - scan.length)).toEqual(scan);
    expect(row).toMatchObject({
      mediaType: 'image',
      width: 64,
      height: 32,
      size: bytes.length,
    });
    expect(['pending', 'ready']).toContain(row.processState);
  });

  it('WebP: the EXIF and XMP chunks are dropped', async () => {
    const photo = await canvas().webp().withExif(EXIF).withXmp(XMP).toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif && before.xmp).toBeTruthy();

    const { bytes } = await served('holiday.webp', photo);
    const after = await sharp(bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(bytes.includes('SpyCam')).toBe(false);
    expect(bytes.includes('GPSLatitude')).toBe(false);
    expect(after).toMatchObject({ width: 64, height: 32, format: 'webp' });
  });

  it('PNG: the eXIf and XMP chunks are dropped', async () => {
    const photo = await canvas().png().withExif(EXIF).withXmp(XMP).toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeTruthy();

    const { bytes } = await served('holiday.png', photo);
    const after = await sharp(bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(bytes.includes('SpyCam')).toBe(false);
    expect(bytes.includes('GPSLatitude')).toBe(false);
    expect(after).toMatchObject({ width: 64, height: 32, format: 'png' });
  });
});
