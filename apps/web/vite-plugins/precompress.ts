import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Files of these kinds shrink when compressed; images and fonts already are. */
const COMPRESSIBLE = /\.(?:css|html|ico|js|json|map|mjs|svg|txt|webmanifest|xml)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const THRESHOLD_BYTES = 256;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `.br` and `.gz` beside every compressible file of the build, at the highest
 * levels: done once here, so the server sends them without compressing per request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'kurz-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = await fs.readdir(outDir, { recursive: true, withFileTypes: true });
      await Promise.all(
        files
          .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
          .map((entry) => compressFile(path.join(entry.parentPath, entry.name))),
      );
    },
  };
}

async function compressFile(file: string): Promise<void> {
  const content = await fs.readFile(file);
  if (content.length < THRESHOLD_BYTES) return;
  const copies = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const [br, gz] = copies;
  // A copy that is no smaller is not worth a second read of the disk.
  if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
}
