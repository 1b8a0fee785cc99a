import { z } from 'zod';
import { INBOX_KINDS } from './inbox-sources.js';

export const FormReply = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.string(),
});

export const InboxParams = z.object({ kind: z.enum(INBOX_KINDS, { error: 'Unknown inbox' }) });

export const InboxQuery = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100, 'limit must be at most 100').default(20),
});

export const InboxItemParams = InboxParams.extend({ id: z.string().min(1).max(100) });

export const HandledBody = z.object({
  handled: z.boolean({ error: 'handled must be true or false' }),
});
