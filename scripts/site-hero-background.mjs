#!/usr/bin/env node
// Draws the public home's hero background into small images, once, with
// Chromium: `node scripts/site-hero-background.mjs` writes them beside the
// site's stylesheet (src/website/styles/), which inlines them.
//
// Why images: without a GPU, Chromium rasters CSS gradients pixel by pixel.
// The hero's three gradients and its 48px grid of two more were about 10 ms
// of raster in every first paint of the home (traced, thread time), a scaled
// image and a tiled one about 1. Their look is the gradients below, so
// change them here and run the script again.
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';

const out = new URL('../src/website/styles/', import.meta.url).pathname;

const GLOWS =
  'radial-gradient(circle at 85% 20%, rgba(217, 112, 43, 0.35), transparent 40%),' +
  'radial-gradient(circle at 10% 90%, rgba(43, 108, 176, 0.6), transparent 45%),' +
  'linear-gradient(120deg, #0c2441 0%, #12355b 55%, #1d4f86 100%)';
const GRID =
  'linear-gradient(rgba(255, 255, 255, 0.06) 1px, transparent 1px),' +
  'linear-gradient(90deg, rgba(255, 255, 255, 0.06) 1px, transparent 1px)';

/**
 * The hero's shape on a wide screen (1366 x 600) and on a phone (375 x 560,
 * below the stylesheet's 640px break), drawn small: the image is stretched
 * over the hero, and gradients this soft lose nothing at an eighth of the
 * size (at WebP quality 0.98; at 0.9 its blocks showed once stretched).
 */
const SHAPES = {
  'hero-background-wide.webp': { width: 160, height: 70 },
  'hero-background-narrow.webp': { width: 90, height: 135 },
};

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  await page.setContent(
    '<body style="margin:0">' +
      Object.entries(SHAPES)
        .map(
          ([name, { width, height }]) =>
            `<div data-name="${name}" style="width:${width}px;height:${height}px;background:${GLOWS}"></div>`,
        )
        .join('') +
      `<div id="grid" style="width:48px;height:48px;background-image:${GRID}"></div>`,
  );
  for (const name of Object.keys(SHAPES)) {
    const png = await page.locator(`[data-name="${name}"]`).screenshot();
    // Chromium encodes WebP from a canvas: a fifth of the PNG's bytes.
    const webp = await page.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      canvas.getContext('2d').drawImage(image, 0, 0);
      return canvas.toDataURL('image/webp', 0.98).split(',')[1];
    }, png.toString('base64'));
    writeFileSync(out + name, Buffer.from(webp, 'base64'));
  }
  writeFileSync(
    out + 'hero-grid.png',
    await page.locator('#grid').screenshot({ omitBackground: true }),
  );
} finally {
  await browser.close();
}
