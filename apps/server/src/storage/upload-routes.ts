import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NotFound } from '../errors.js';
import { IMAGE_MAX_BYTES } from './checked-image.js';
import { IMAGE_CONTENT_TYPES, type ImageType } from './image-type.js';
import type { Bucket, UploadStore } from './upload-store.js';

/** Twice the image limit, so an oversized image gets the spec's message, not Fastify's. */
export const UPLOAD_BODY_LIMIT = 2 * IMAGE_MAX_BYTES;

/** Served uploads can never run: no scripts, no plugins, no frames, sandboxed. */
const UPLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Registers upload routes in a scope whose bodies are raw bytes of any declared type: the
 * verb judges the bytes themselves. The JSON and text parsers go, or a body declared as
 * either would reach it as a string.
 */
export async function registerRawUploads(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    register(scope);
  });
}

/** No body at all is no image either: the verb's check answers it. */
export const bytesOf = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));

/** Sends a stored upload with headers that keep it inert; 404 when there is none. */
export function sendUpload(
  reply: FastifyReply,
  uploads: UploadStore,
  bucket: Bucket,
  name: string,
): FastifyReply {
  const file = uploads.pathOf(bucket, name);
  if (!file || !fs.existsSync(file)) throw new NotFound('Image not found');
  const type = name.split('.').pop() as ImageType;
  return reply
    .header('content-type', IMAGE_CONTENT_TYPES[type])
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', UPLOAD_CSP)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(fs.createReadStream(file));
}
