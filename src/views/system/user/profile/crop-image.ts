/**
 * Canvas work for the avatar cropper: the area chosen in react-easy-crop
 * (pixels of the rotated image) drawn into a square canvas of at most
 * `maxSize` pixels.
 */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Bounding box of a width × height rectangle rotated by `rotation` degrees. */
export function rotateSize(width: number, height: number, rotation: number) {
  const rad = (rotation * Math.PI) / 180;
  return {
    width: Math.abs(Math.cos(rad) * width) + Math.abs(Math.sin(rad) * height),
    height: Math.abs(Math.sin(rad) * width) + Math.abs(Math.cos(rad) * height),
  };
}

/** Output size: the crop's own size, scaled down to fit `maxSize`. */
export function outputSize(area: PixelArea, maxSize: number) {
  const scale = Math.min(1, maxSize / Math.max(area.width, area.height, 1));
  return {
    width: Math.max(1, Math.round(area.width * scale)),
    height: Math.max(1, Math.round(area.height * scale)),
  };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`image failed to load: ${src}`));
    image.src = src;
  });
}

/** The cropped area of `src`, rotated as shown, on a new canvas. */
export async function renderCrop(
  src: string,
  area: PixelArea,
  rotation: number,
  maxSize = 400,
): Promise<HTMLCanvasElement> {
  const image = await loadImage(src);
  const width = image.naturalWidth || image.width;
  const height = image.naturalHeight || image.height;
  const box = rotateSize(width, height, rotation);
  const rotated = document.createElement('canvas');
  rotated.width = Math.round(box.width);
  rotated.height = Math.round(box.height);
  const rctx = rotated.getContext('2d');
  if (!rctx) throw new Error('canvas is not available');
  rctx.translate(rotated.width / 2, rotated.height / 2);
  rctx.rotate((rotation * Math.PI) / 180);
  rctx.translate(-width / 2, -height / 2);
  rctx.drawImage(image, 0, 0, width, height);

  const size = outputSize(area, maxSize);
  const out = document.createElement('canvas');
  out.width = size.width;
  out.height = size.height;
  const ctx = out.getContext('2d');
  if (!ctx) throw new Error('canvas is not available');
  ctx.drawImage(
    rotated,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    size.width,
    size.height,
  );
  return out;
}

/** A canvas as a PNG blob. */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))),
      'image/png',
    );
  });
}
