/**
 * `/captchaImage` sends the image as base64 without a prefix (contract §1):
 * SVG captchas (ours) start with 'PHN2Zy' (`<svg`) or 'PD94' (`<?x`),
 * anything else is the reference's JPEG, shown as RuoYi does.
 */
export function captchaSrc(img: string): string {
  const isSvg = img.startsWith('PHN2Zy') || img.startsWith('PD94');
  return `data:image/${isSvg ? 'svg+xml' : 'gif'};base64,${img}`;
}
