import { MESSAGES } from '@kurz/shared';
import { ApiError, defaultStatusMessage } from './api-error';

export interface ErrorMessageOptions {
  /** Message for a failed response with no JSON `{ error }` or `{ message }` (default: defaultStatusMessage). */
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
  const serverText = errorText(parsed);
  if (serverText !== null) {
    const code = isObject(parsed) && typeof parsed.code === 'string' ? parsed.code : undefined;
    throw new ApiError(errorMessage(serverText), response.status, code);
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

const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null;

/** Our routes answer `{ error }`, better-auth answers `{ message }`: either is the text. */
function errorText(body: unknown): string | null {
  if (!isObject(body)) return null;
  for (const key of ['error', 'message']) {
    const value = body[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}
