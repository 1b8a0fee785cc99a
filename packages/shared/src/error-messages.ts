/**
 * Server text → the message a person sees (spec 000 §8). The web shows these; the server
 * writes its errors in the wording on the left so that this table can match them.
 */

export const MESSAGES = {
  network: 'Unable to connect to the server. Please check your internet connection and try again.',
  invalidJson: 'The server response was invalid. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  badRequest: 'There was an issue with your request. Please check your URL and try again.',
  serverError: "We're experiencing server issues. Please try again in a moment.",
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  /** Availability said no and gave no text of its own (spec 000 §5). */
  shortUrlTaken: 'This short URL is already taken',
  /** The form's last resort when a failure carries no message (spec 000 §8). */
  anErrorOccurred: 'An error occurred',
  /** An auth failure without a message of its own (spec 000 §8). */
  authUnexpected: 'An unexpected error occurred',
  /** Spec 000 §5: the email format check, before sign-in, sign-up or a reset is sent. */
  invalidEmail: 'Please enter a valid email address.',
} as const;

/** better-auth's texts that a person should not see as sent; others are shown (spec 000 §8). */
const AUTH_ERRORS: Readonly<Record<string, string>> = {
  'invalid email': MESSAGES.invalidEmail,
};

/** The message for an auth failure whose body carried text: the whole text is matched. */
export function authErrorMessage(serverText: string): string {
  return AUTH_ERRORS[serverText.trim().toLowerCase()] ?? serverText;
}

const SHORTEN_ERRORS: ReadonlyArray<readonly [needle: string, message: string]> = [
  [
    'invalid url or not accessible',
    "The URL you entered is not accessible. Please check that it's correct and try again.",
  ],
  ['already exists', 'This custom short URL is already taken. Please choose a different one.'],
  ['full_url is required', 'Please enter a URL to shorten.'],
  [
    'server configuration error',
    "We're experiencing technical difficulties. Please try again in a moment.",
  ],
  ['unable to generate unique', 'Unable to generate a unique short code. Please try again.'],
];

/** The message for a shorten failure whose JSON body carried `error`; other text as sent. */
export function shortenErrorMessage(serverText: string): string {
  const lower = serverText.toLowerCase();
  return SHORTEN_ERRORS.find(([needle]) => lower.includes(needle))?.[1] ?? serverText;
}

/** The message for a failed response that carried no usable JSON error text. */
export function statusFallbackMessage(status: number): string {
  if (status === 400) return MESSAGES.badRequest;
  if (status === 429) return MESSAGES.tooManyRequests;
  if (status === 500) return MESSAGES.serverError;
  return `Error ${status}: Unable to shorten URL. Please try again.`;
}

/** Link option fields as the option sections label them. */
const LINK_OPTION_LABELS: Readonly<Record<string, string>> = {
  redirect_type: 'Redirect type',
  expires_at: 'Expires at',
  max_clicks: 'Expires after (clicks)',
  expired_url: 'Afterwards, send visitors to',
  password: 'Link password',
  ios_url: 'iPhone and iPad URL',
  android_url: 'Android URL',
  geo_targets: 'By country',
  og_title: 'Preview title',
  og_description: 'Preview description',
  og_image: 'Preview image URL',
  folder_id: 'Folder',
  notes: 'Notes',
};

/**
 * An edit's failure (PATCH /api/links/:id, PUT /api/team-urls): the server names the
 * field first (`ios_url: …`, `fields.geo_targets.DE: …`, `rules[1].url: …`), and the
 * form names it as its label does; other text goes through the shorten table.
 */
export function linkEditErrorMessage(serverText: string): string {
  return serverText
    .split('; ')
    .map((part) => {
      const rule = /^(?:fields\.)?rules\[(\d+)\](?:\.conditions\[(\d+)\])?[.\w]*: /.exec(part);
      if (rule) {
        const condition = rule[2] === undefined ? '' : `, condition ${Number(rule[2]) + 1}`;
        return `Redirect rule ${Number(rule[1]) + 1}${condition}: ${part.slice(rule[0].length)}`;
      }
      const match = /^(?:fields\.)?([a-z_]+)(?:\.([A-Z]{2}))?(:?) /.exec(part);
      const label = match?.[1] === undefined ? undefined : LINK_OPTION_LABELS[match[1]];
      if (!match || label === undefined) return shortenErrorMessage(part);
      const country = match[2] ? ` (${match[2]})` : '';
      return `${label}${country}${match[3]} ${part.slice(match[0].length)}`;
    })
    .join('; ');
}
