import sharp from 'sharp';

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
