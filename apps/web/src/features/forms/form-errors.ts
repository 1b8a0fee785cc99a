import { FORM_TEXTS } from '@kurz/shared';
import { ApiError } from '../../lib/api-error';

/** Kept as the server or network said it: a wait or a lost connection, not a form fault. */
const isPassThrough = (error: ApiError) => error.status === 0 || error.status === 429;

/** The contact form's messages of spec 001 §8, by what went wrong. */
export function contactErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (isPassThrough(error)) return error.message;
    if (error.status === 400) return FORM_TEXTS.contactInvalid;
    if (error.status >= 500) return FORM_TEXTS.contactServerError;
    return FORM_TEXTS.contactFailed;
  }
  return error instanceof Error && error.message ? error.message : FORM_TEXTS.fallback;
}

/** The inquiry form's message of spec 001 §8. */
export function inquiryErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return isPassThrough(error) ? error.message : FORM_TEXTS.inquiryFailed;
  }
  return error instanceof Error && error.message ? error.message : FORM_TEXTS.fallback;
}

/** The report form's message: the form's fault, a wait, or a try again. */
export function reportErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (isPassThrough(error)) return error.message;
    if (error.status === 400) return FORM_TEXTS.reportInvalid;
    return FORM_TEXTS.reportFailed;
  }
  return error instanceof Error && error.message ? error.message : FORM_TEXTS.fallback;
}
