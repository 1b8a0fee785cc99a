import { z } from 'zod';

export const CheckEmailExistsBody = z.object({
  email_to_check: z.string().trim().min(3, 'email_to_check is required').max(254),
});

export const CheckEmailExistsReply = z.object({ exists: z.boolean() });
