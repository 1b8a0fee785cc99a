import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageType } from './image-type.js';

/** The spec's storage buckets. */
export type Bucket = 'user-avatars' | 'organization-logos';

const FILE_NAME = /^[a-f0-9]{32}\.(png|jpeg|webp|svg)$/;

/**
 * Uploaded files on local disk under DATA_DIR/uploads/{bucket}/, named by 128 random
 * bits so a URL cannot be guessed and a file is never overwritten.
 */
export class UploadStore {
  constructor(private readonly root: string) {}

  async save(bucket: Bucket, bytes: Buffer, type: ImageType): Promise<string> {
    const dir = path.join(this.root, bucket);
    await fs.mkdir(dir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${type}`;
    await fs.writeFile(path.join(dir, name), bytes, { flag: 'wx' });
    return name;
  }

  /** The file's path, or null for a name we could not have written (no traversal). */
  pathOf(bucket: Bucket, name: string): string | null {
    return FILE_NAME.test(name) ? path.join(this.root, bucket, name) : null;
  }

  async remove(bucket: Bucket, name: string): Promise<void> {
    const file = this.pathOf(bucket, name);
    if (file) await fs.rm(file, { force: true });
  }
}
