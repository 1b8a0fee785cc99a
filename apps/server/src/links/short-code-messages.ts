import { SHORT_CODE_MAX_LENGTH, SHORT_CODE_MIN_LENGTH, type ShortCodeProblem } from '@kurz/shared';

export const SHORT_CODE_MESSAGES: Record<ShortCodeProblem, string> = {
  too_short: `Custom short URL must be at least ${SHORT_CODE_MIN_LENGTH} characters`,
  too_long: `Custom short URL must be at most ${SHORT_CODE_MAX_LENGTH} characters`,
  bad_characters:
    'Custom short URL may use letters, digits, hyphens and underscores, and must start and end with a letter or digit',
  reserved: 'This short URL is reserved. Please choose a different one.',
};
