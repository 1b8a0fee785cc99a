import { z } from 'zod';

/**
 * The contact and enterprise forms' replies (their bodies are `ContactMessageInput` and
 * `EnterpriseInquiryInput`, which the web also checks fields with) and the admin inbox.
 */

export const FormReply = z.object({
  success: z.literal(true),
  /** The spec's confirmation text (spec 001 §7). */
  message: z.string(),
  id: z.string(),
});
export type FormReply = z.infer<typeof FormReply>;

export const INBOX_KINDS = ['contact-messages', 'enterprise-inquiries', 'link-reports'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const InboxParams = z.object({ kind: z.enum(INBOX_KINDS, { error: 'Unknown inbox' }) });
export const InboxItemParams = InboxParams.extend({ id: z.string().min(1).max(100) });

export const InboxQuery = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100, 'limit must be at most 100').default(20),
});

export const HandledBody = z.object({
  handled: z.boolean({ error: 'handled must be true or false' }),
});
export type HandledBody = z.input<typeof HandledBody>;

const entry = {
  id: z.string(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  handledAt: z.string().nullable(),
};

export const ContactEntry = z.object({
  ...entry,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
});
export type ContactEntry = z.infer<typeof ContactEntry>;

export const InquiryEntry = z.object({
  ...entry,
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  businessEmail: z.string(),
  phoneNumber: z.string(),
  jobTitle: z.string(),
  companySize: z.string(),
  primaryUseCase: z.string(),
  country: z.string(),
  additionalInfo: z.string().nullable(),
});
export type InquiryEntry = z.infer<typeof InquiryEntry>;

/** The link a report named, as it is now; null when the short URL named none. */
export const ReportedLink = z.object({
  id: z.string(),
  shortLink: z.string(),
  destination: z.string(),
  ownerEmail: z.string().nullable(),
  clicks: z.number(),
  isDisabled: z.boolean(),
});
export type ReportedLink = z.infer<typeof ReportedLink>;

export const ReportEntry = z.object({
  ...entry,
  shortUrl: z.string(),
  reason: z.string(),
  details: z.string(),
  reporterEmail: z.string().nullable(),
  link: ReportedLink.nullable(),
});
export type ReportEntry = z.infer<typeof ReportEntry>;

export const InboxEntry = z.union([ContactEntry, InquiryEntry, ReportEntry]);
export type InboxEntry = z.infer<typeof InboxEntry>;

export const InboxPage = z.object({
  items: z.array(InboxEntry),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});
export type InboxPage = z.infer<typeof InboxPage>;
