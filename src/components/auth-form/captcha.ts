/**
 * `/captchaImage` sends the image as base64 without a prefix: ours is a PNG
 * (starts with 'iVBORw0KGgo'), anything else is the reference's JPEG, shown
 * under the 'gif' type as RuoYi does.
 */
export function captchaSrc(img: string): string {
  const isPng = img.startsWith('iVBORw0KGgo');
  return `data:image/${isPng ? 'png' : 'gif'};base64,${img}`;
}
