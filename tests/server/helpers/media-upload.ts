import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { multipart, type Part } from './multipart.js';

/** Posts files as multipart (English messages) with a bearer token. */
export function postFiles(
  app: FastifyInstance,
  token: string,
  url: string,
  parts: Part[],
): Promise<LightMyRequestResponse> {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'en',
      ...body.headers,
    },
  });
}

/** One file into the library: `POST /project/media/upload`. */
export function uploadMedia(
  app: FastifyInstance,
  token: string,
  filename: string,
  content: Buffer | string,
): Promise<LightMyRequestResponse> {
  return postFiles(app, token, '/project/media/upload', [
    { name: 'file', filename, content },
  ]);
}
