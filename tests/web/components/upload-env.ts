/**
 * jsdom's File and FormData do not survive msw's XMLHttpRequest bridge
 * (the global Blob is Node's in tests/setup/web.ts, so a jsdom File part
 * arrives as "blob" with the body "undefined"). Upload tests therefore use
 * Node's File and FormData, which real browsers do not need.
 */
import { File as NodeFile } from 'node:buffer';
import { vi } from 'vitest';

const NodeFormData = (
  await new Response('', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).formData()
).constructor as typeof FormData;

/** Use Node's File and FormData for this test (undone by vi.unstubAllGlobals). */
export function useNodeUploads(): void {
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('FormData', NodeFormData);
}

/** A file of `sizeBytes` bytes (reported size; the content is tiny). */
export function makeFile(
  name: string,
  sizeBytes = 10,
  type = 'application/pdf',
): File {
  const file = new NodeFile(['x'], name, { type }) as unknown as File;
  Object.defineProperty(file, 'size', { value: sizeBytes });
  return file;
}
