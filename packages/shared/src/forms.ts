import { z } from 'zod';

/**
 * The contact and enterprise inquiry forms (spec 001 §3, §5, §7, §8, §9): one schema per
 * form, used by the web to show field messages before sending and by the server to refuse
 * anything else with a 400 naming the field.
 */

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export const JOB_TITLES = ['ceo', 'cto', 'marketing', 'product', 'developer', 'other'] as const;
export const USE_CASES = [
  'marketing',
  'social-media',
  'customer-communications',
  'internal-tools',
  'white-label',
  'api-integration',
  'other',
] as const;

export type CompanySize = (typeof COMPANY_SIZES)[number];
export type JobTitle = (typeof JOB_TITLES)[number];
export type UseCase = (typeof USE_CASES)[number];

/** What the selects show for each stored value. */
export const COMPANY_SIZE_LABELS: Record<CompanySize, string> = {
  '1-10': '1-10 employees',
  '11-50': '11-50 employees',
  '51-200': '51-200 employees',
  '201-1000': '201-1000 employees',
  '1000+': '1000+ employees',
};
export const JOB_TITLE_LABELS: Record<JobTitle, string> = {
  ceo: 'CEO / Founder',
  cto: 'CTO / Engineering lead',
  marketing: 'Marketing',
  product: 'Product',
  developer: 'Developer',
  other: 'Other',
};
export const USE_CASE_LABELS: Record<UseCase, string> = {
  marketing: 'Marketing campaigns',
  'social-media': 'Social media',
  'customer-communications': 'Customer communications',
  'internal-tools': 'Internal tools',
  'white-label': 'White-label links',
  'api-integration': 'API integration',
  other: 'Other',
};

export const FORM_TEXTS = {
  contactSuccess: "Thank you for your message! I'll get back to you soon.",
  inquirySuccess:
    'Thank you for your interest in Kurz Enterprise! Our team will be in touch within 24 hours.',
  contactFailed: 'Failed to send message. Please try again.',
  contactInvalid: 'Please check that all fields are filled out correctly.',
  contactServerError: 'Server error. Please try again in a moment.',
  inquiryFailed: 'Failed to send enterprise inquiry. Please try again.',
  fallback: 'An error occurred',
  reportInvalid: 'Please check the short URL and the reason, then send the report again.',
  reportFailed: 'Failed to send the report. Please try again.',
  reportSuccess:
    'Thank you for your report. We will review this link and act on it if it breaks our rules.',
} as const;

/** Emails as spec 000 §5 describes them: non-space, an at sign, a domain with a dot. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the usual separators; at least 6 digits, so "call me" is not a number. */
const PHONE = /^\+?[\d\s().-]{6,30}$/;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const email = (label: string) =>
  required(label, 254).regex(EMAIL, `${label} must be a valid email address`);

/** A one-line text: no line breaks (they would end up in mail headers). */
const line = (label: string, max: number) =>
  required(label, max).regex(/^[^\r\n]*$/, `${label} must be a single line`);

const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `Please choose a ${label.toLowerCase()}` });

export const ContactMessageInput = z.object({
  name: line('Name', 100),
  email: email('Email'),
  subject: line('Subject', 200),
  message: required('Message', 5000),
});
export type ContactMessageInput = z.infer<typeof ContactMessageInput>;

export const EnterpriseInquiryInput = z.object({
  firstName: line('First name', 100),
  lastName: line('Last name', 100),
  companyName: line('Company name', 200),
  businessEmail: email('Business email'),
  phoneNumber: line('Phone number', 30).regex(PHONE, 'Phone number must be a valid phone number'),
  jobTitle: choice('Job title', JOB_TITLES),
  companySize: choice('Company size', COMPANY_SIZES),
  primaryUseCase: choice('Primary use case', USE_CASES),
  country: line('Country', 100),
  additionalInfo: z
    .string()
    .trim()
    .max(5000, 'Additional information must be at most 5000 characters')
    .nullish()
    .transform((value) => value || null),
});
export type EnterpriseInquiryInput = z.infer<typeof EnterpriseInquiryInput>;

/** Why a link is reported (the public 'report this link' form). */
export const REPORT_REASONS = ['phishing', 'malware', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  phishing: 'Phishing (pretends to be someone to steal logins or money)',
  malware: 'Malware (downloads or installs something harmful)',
  spam: 'Spam',
  other: 'Something else',
};

export const ReportLinkInput = z.object({
  shortUrl: line('Short URL', 300),
  reason: choice('Reason', REPORT_REASONS),
  details: z
    .string()
    .trim()
    .max(2000, 'Details must be at most 2000 characters')
    .nullish()
    .transform((value) => value ?? ''),
  email: z
    .string()
    .trim()
    .max(254, 'Email must be at most 254 characters')
    .regex(EMAIL, 'Email must be a valid email address')
    .or(z.literal(''))
    .nullish()
    .transform((value) => value || null),
});
export type ReportLinkInput = z.input<typeof ReportLinkInput>;

export type FormCheck<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

/** Parses a form's values: the cleaned data, or each field's first message. */
export function checkForm<T>(schema: z.ZodType<T>, values: unknown): FormCheck<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
