import type { QrErrorLevel, QrSearchParams, QrSize } from '@kurz/shared';
import { ApiError } from '../../lib/api-error';
import { readResponse } from '../../lib/read-response';

export interface QrOptions {
  size: QrSize;
  margin: number;
  dark: string;
  light: string;
  errorCorrectionLevel: QrErrorLevel;
}

export interface QrTarget {
  /** The short link; its host tells the server which domain the code lives on. */
  url: string;
  shortCode: string;
  /** The team whose link it is; null for a personal link. */
  organizationId: string | null;
}

/** The server renders the code (GET /api/qr), so browser and download match byte for byte. */
export function qrImagePath(target: QrTarget, options: QrOptions, format: 'png' | 'svg' = 'png') {
  const query: QrSearchParams = {
    code: target.shortCode,
    format,
    size: String(options.size),
    margin: String(options.margin),
    dark: options.dark,
    light: options.light,
    ecl: options.errorCorrectionLevel,
  };
  const domain = hostOf(target.url);
  if (domain) query.domain = domain;
  if (target.organizationId) query.organization_id = target.organizationId;
  return `/api/qr?${new URLSearchParams(query)}`;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/** The PNG as a Blob; a refusal becomes an ApiError with the server's message. */
export async function fetchQrImage(path: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('Network error - please check your connection.', 0);
  }
  if (!response.ok) {
    await readResponse(response);
    throw new ApiError(`HTTP ${response.status}`, response.status);
  }
  return response.blob();
}
