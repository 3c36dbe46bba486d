import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { apiAs, expect } from './fixtures';

/** A 1200 × 800 JPEG: a gradient with a bright disc (the subject) at `cx`, `cy`. */
export function photo(from: string, to: string, cx: number, cy: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="1200" height="800" fill="url(#g)"/>
    <circle cx="${cx}" cy="${cy}" r="110" fill="#fff" opacity=".85"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/**
 * The site's link to an uploaded file's first version
 * (`/profile/media/<id>/v1/original.<ext>`), found in the library by the
 * upload's original name (the newest such upload): an uploaded image
 * becomes a library file, which published pages show at their pinned
 * version.
 */
export async function libraryOriginal(
  request: APIRequestContext,
  originalName: string,
): Promise<string> {
  const headers = await apiAs(request, 'admin');
  const stem = originalName.replace(/\.[^.]+$/, '');
  const res = await request.get(
    `/project/media/list?pageSize=100&fileName=${encodeURIComponent(stem)}`,
    { headers },
  );
  const { rows = [] } = (await res.json()) as {
    rows?: { mediaId: number; originalName: string; ext: string }[];
  };
  const [newest] = rows
    .filter((r) => r.originalName === originalName)
    .sort((a, b) => b.mediaId - a.mediaId);
  expect(newest, `library file ${originalName}`).toBeDefined();
  return `/profile/media/${newest!.mediaId}/v1/original.${newest!.ext}`;
}
