import { ApiError } from '../../lib/api-error';

export interface RedirectFailure {
  title: string;
  message: string;
  /** Not-found and invalid-format failures offer no retry (spec 000 §2). */
  canRetry: boolean;
}

/** Spec 000 §2 and §8: the redirect failure pages by what went wrong. */
export function redirectFailure(error: unknown): RedirectFailure {
  const status = error instanceof ApiError ? error.status : -1;
  if (status === 404) {
    return {
      title: 'Link Not Found',
      message: "This short link doesn't exist or has been removed.",
      canRetry: false,
    };
  }
  if (status === 400)
    return { title: 'Invalid URL', message: 'Invalid URL format', canRetry: false };
  if (status === 0) {
    return {
      title: 'Connection Error',
      message: 'Network error - please check your connection.',
      canRetry: true,
    };
  }
  if (status >= 500)
    return { title: 'Server Error', message: 'Server error occurred.', canRetry: true };
  return { title: 'Server Error', message: 'An error occurred while redirecting.', canRetry: true };
}
