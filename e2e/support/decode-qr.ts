import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

// jsqr is CommonJS with an ESM-style default in its types: take the function either way.
type JsQr = typeof jsQRModule.default;
const jsQR: JsQr =
  typeof jsQRModule === 'function' ? (jsQRModule as unknown as JsQr) : jsQRModule.default;

/** The text a QR code PNG encodes, or null when no code is found. */
export function decodeQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}
