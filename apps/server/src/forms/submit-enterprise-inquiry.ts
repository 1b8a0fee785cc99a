import { randomUUID } from 'node:crypto';
import type { EnterpriseInquiryInput } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { insertEnterpriseInquiry } from './enterprise-inquiry-repository.js';
import { inboxUrl, notifySupport } from './notify-support.js';
import { enterpriseInquiryEmail } from './support-emails.js';

/** Stores an enterprise lead (spec 001 §3) for the admin inbox and mails it to support. */
export async function submitEnterpriseInquiry({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: EnterpriseInquiryInput;
}): Promise<{ id: string }> {
  const id = randomUUID();
  await insertEnterpriseInquiry(ctx.db, {
    id,
    first_name: input.firstName,
    last_name: input.lastName,
    company_name: input.companyName,
    business_email: input.businessEmail,
    phone_number: input.phoneNumber,
    job_title: input.jobTitle,
    company_size: input.companySize,
    primary_use_case: input.primaryUseCase,
    country: input.country,
    additional_info: input.additionalInfo,
    created_at: ctx.clock.now(),
    handled_at: null,
  });
  const to = ctx.config.mail.supportEmail;
  await notifySupport(
    ctx,
    enterpriseInquiryEmail({ to, inboxUrl: inboxUrl(ctx), inquiry: input }),
    {
      kind: 'enterprise',
      id,
    },
  );
  return { id };
}
