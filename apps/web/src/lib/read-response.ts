import { MESSAGES } from '@kurz/shared';
import { ApiError, defaultStatusMessage } from './api-error';

export interface ErrorMessageOptions {
  /** Message for a failed response with no JSON `{ error }` (default: defaultStatusMessage). */
  statusMessage?: (status: number) => string;
  /** Maps the server's error text to what a person sees (default: shown as sent). */
  errorMessage?: (serverText: string) => string;
}

/** The parsed JSON of a success response (undefined when empty), or the ApiError it means. */
export async function readResponse<T>(
  response: Response,
  options: ErrorMessageOptions = {},
): Promise<T> {
  const text = await response.text();
  const parsed = parseJson(text);
  if (response.ok) {
    if (text.trim() === '') return undefined as T;
    if (parsed === INVALID) throw new ApiError(MESSAGES.invalidJson, response.status);
    return parsed as T;
  }
  const { statusMessage = defaultStatusMessage, errorMessage = (serverText) => serverText } =
    options;
  if (isErrorBody(parsed)) {
    const code = typeof parsed.code === 'string' ? parsed.code : undefined;
    throw new ApiError(errorMessage(parsed.error), response.status, code);
  }
  throw new ApiError(statusMessage(response.status), response.status);
}

const INVALID = Symbol('invalid JSON');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return INVALID;
  }
}

function isErrorBody(body: unknown): body is { error: string; code?: unknown } {
  return (
    typeof body === 'object' &&
    body !== null &&
    'error' in body &&
    typeof body.error === 'string' &&
    body.error.trim() !== ''
  );
}
