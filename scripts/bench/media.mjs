// The media library (issue 28): a 12-megapixel photo (4000×3000, made here
// from smooth noise and gradients so that it compresses as a photo does,
// a few MB of JPEG) uploaded into the library; how long the upload took and
// how long the background worker took to make its sizes; then, with the
// photo in a published record, which file a phone's browser takes from the
// srcset the public API answers (360 CSS px wide at 3 device pixels per CSS
// pixel) and its bytes against the original's. Figures, never a timed test.
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { signIn } from './http.mjs';
import { startServer } from './server.mjs';

const PHONE = { width: 360, dpr: 3 };

async function call(base, headers, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers:
      body === undefined || body instanceof FormData
        ? headers
        : { ...headers, 'content-type': 'application/json' },
    body:
      body === undefined || body instanceof FormData
        ? body
        : JSON.stringify(body),
  });
  const json = await res.json();
  if (json.code !== 200) {
    throw new Error(`${method} ${path}: ${JSON.stringify(json).slice(0, 300)}`);
  }
  return json;
}

/** A photo-like 4000×3000 JPEG: a diagonal gradient under soft and fine noise. */
export async function twelveMegapixelPhoto() {
  const [width, height] = [4000, 3000];
  const noise = (w, h, sigma) =>
    sharp({
      create: {
        width: w,
        height: h,
        channels: 3,
        background: { r: 0, g: 0, b: 0 },
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
      .png()
      .toBuffer();
  const soft = await sharp(await noise(width / 8, height / 8, 60))
    .resize(width, height, { kernel: 'cubic' })
    .toBuffer();
  const fine = await noise(width, height, 18);
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
      '<stop offset="0" stop-color="#2a6fb0"/><stop offset="0.5" stop-color="#e8c27a"/>' +
      '<stop offset="1" stop-color="#3b5d2a"/></linearGradient></defs>' +
      '<rect width="100%" height="100%" fill="url(#g)"/></svg>',
  );
  return sharp(gradient)
    .composite([
      { input: soft, blend: 'overlay' },
      { input: fine, blend: 'soft-light' },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The slot width in CSS px that `sizes` gives at a viewport `vw` px wide. */
export function slotWidth(sizes, vw) {
  for (const part of sizes.split(',').map((s) => s.trim())) {
    const m =
      /^(?:\((max|min)-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(vw|px)$/.exec(
        part,
      );
    if (!m) throw new Error(`sizes not understood: ${sizes}`);
    const [, kind, bound, value, unit] = m;
    const applies =
      !kind || (kind === 'max' ? vw <= Number(bound) : vw >= Number(bound));
    if (applies)
      return unit === 'vw' ? (Number(value) * vw) / 100 : Number(value);
  }
  return vw;
}

/** What a browser takes from `srcset`: the narrowest at least `need` device px wide, else the widest. */
export function pickCandidate(srcset, need) {
  const candidates = srcset
    .split(',')
    .map((c) => c.trim().split(/\s+/))
    .map(([url, w]) => ({ url, width: Number.parseInt(w, 10) }))
    .sort((a, b) => a.width - b.width);
  return (
    candidates.find((c) => c.width >= need) ?? candidates[candidates.length - 1]
  );
}

async function bytesOf(base, url) {
  const res = await fetch(`${base}${url}`);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return {
    bytes: (await res.arrayBuffer()).byteLength,
    type: res.headers.get('content-type'),
  };
}

/** Runs the step against a signed-in server; returns its figures. */
export async function benchMedia(base, headers) {
  const api = (method, path, body) => call(base, headers, method, path, body);
  const photo = await twelveMegapixelPhoto();

  const form = new FormData();
  form.append(
    'file',
    new Blob([photo], { type: 'image/jpeg' }),
    'photo-12mp.jpg',
  );
  const uploadStarted = performance.now();
  const { data: row } = await api('POST', '/project/media/upload', form);
  const uploadMs = performance.now() - uploadStarted;

  let detail;
  const until = Date.now() + 600_000;
  do {
    await new Promise((r) => setTimeout(r, 100));
    detail = (await api('GET', `/project/media/${row.mediaId}`)).data;
  } while (detail.processState === 'pending' && Date.now() < until);
  const processMs = performance.now() - uploadStarted - uploadMs;
  if (detail.processState !== 'ready') {
    throw new Error(
      `the photo was not processed: ${detail.processState} ${detail.processError ?? ''}`,
    );
  }

  // A record showing the photo in its text, published now.
  const title = `Bench media ${Date.now()}`;
  await api('POST', '/project/record', {
    navId: 5,
    title,
    subtitle: '',
    summary: 'A record showing the media bench photo.',
    content: `<p><img src="${row.url}" alt="Bench photo"></p>`,
    contentBlocks: [],
    mainImage: '',
    pinned: '0',
    displayType: '1',
    jumpLink: '',
    orderNum: 1,
    status: '0',
  });
  const listed = await api(
    'GET',
    `/project/record/list?pageSize=1&title=${encodeURIComponent(title)}`,
  );
  const recordId = listed.rows[0].recordId;
  await api('POST', '/project/content/publish', {
    kind: 'record',
    id: recordId,
  });
  const page = await (
    await fetch(`${base}/website/records/${recordId}`)
  ).json();
  const image = page.data?.images?.[row.url];
  if (!image?.srcset) {
    throw new Error(`the public record has no srcset for ${row.url}`);
  }
  const need = slotWidth(image.sizes, PHONE.width) * PHONE.dpr;
  const webp = pickCandidate(image.srcset, need);
  const avif = image.avifSrcset ? pickCandidate(image.avifSrcset, need) : null;
  const original = await bytesOf(base, image.src);
  return {
    photoBytes: photo.length,
    uploadMs,
    processMs,
    variants: ['webp', 'avif'].map(
      (format) =>
        `${format} ${detail.variants
          .filter((v) => v.format === format)
          .map((v) => v.width)
          .join('/')}`,
    ),
    sizes: image.sizes,
    needPx: need,
    inRichText: page.data.record.content.includes('srcset='),
    original: { url: image.src, ...original },
    webp: { ...webp, ...(await bytesOf(base, webp.url)) },
    avif: avif && { ...avif, ...(await bytesOf(base, avif.url)) },
  };
}

export function printMedia(r) {
  const kib = (b) => `${(b / 1024).toFixed(0)} KiB`;
  const share = (b) => `${((100 * b) / r.original.bytes).toFixed(1)} %`;
  console.log(
    `12-megapixel photo (4000×3000, ${kib(r.photoBytes)} JPEG): upload answered in ${r.uploadMs.toFixed(0)} ms; ` +
      `sizes made ${r.processMs.toFixed(0)} ms after (${r.variants.join('; ')} px)`,
  );
  console.log(
    `a phone ${PHONE.width} px wide at ${PHONE.dpr}x (sizes "${r.sizes}": ${r.needPx} device px) takes the ` +
      `${r.webp.width} px WebP: ${kib(r.webp.bytes)} against the original's ${kib(r.original.bytes)} ` +
      `(${share(r.webp.bytes)})` +
      (r.avif
        ? `; with AVIF (<picture>) the ${r.avif.width} px AVIF: ${kib(r.avif.bytes)} (${share(r.avif.bytes)})`
        : '; no AVIF kept') +
      `; rich text carries the srcset: ${r.inRichText ? 'yes' : 'NO'}`,
  );
}

// `node scripts/bench/media.mjs` runs just this one, on a server of its own.
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL('../..', import.meta.url).pathname;
  const dataDir = join(root, 'bench-data', 'media-pglite');
  rmSync(dataDir, { recursive: true, force: true });
  const { base, stop } = await startServer(root, 18098, { DATA_DIR: dataDir });
  try {
    printMedia(await benchMedia(base, await signIn(base)));
  } finally {
    await stop();
  }
}
