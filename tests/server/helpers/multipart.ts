import { randomBytes } from 'node:crypto';

export interface Part {
  name: string;
  /** Present for file parts. */
  filename?: string;
  content: Buffer | string;
  type?: string;
}

/** A multipart/form-data body and its content-type header, for app.inject. */
export function multipart(parts: Part[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----wms${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      `form-data; name="${part.name}"` +
      (part.filename !== undefined ? `; filename="${part.filename}"` : '');
    const type =
      part.filename !== undefined
        ? `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`
        : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The bytes of a valid 1x1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
