import {
  COMPANY_SIZE_LABELS,
  type ContactMessageInput,
  type EnterpriseInquiryInput,
  JOB_TITLE_LABELS,
  USE_CASE_LABELS,
} from '@kurz/shared';
import type { MailMessage } from '../mail/message.js';
import { renderEmail } from '../mail/templates/layout.js';

/** Subjects are one line whatever the visitor typed, so no header can be smuggled in. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A contact message as support receives it; replying answers the visitor. */
export function contactMessageEmail(input: {
  to: string;
  inboxUrl: string;
  message: ContactMessageInput;
}): MailMessage {
  const { name, email, subject, message } = input.message;
  return {
    to: input.to,
    replyTo: email,
    ...renderEmail({
      subject: oneLine(`Contact: ${subject}`),
      heading: `New message from ${name}`,
      lines: [`From: ${name} <${email}>`, `Subject: ${subject}`, message],
      action: { label: 'Open the inbox', url: input.inboxUrl },
      footnote: 'Sent by the Kurz contact form. Reply to this email to answer the sender.',
    }),
  };
}

/** An enterprise lead as sales receives it; replying answers the lead. */
export function enterpriseInquiryEmail(input: {
  to: string;
  inboxUrl: string;
  inquiry: EnterpriseInquiryInput;
}): MailMessage {
  const lead = input.inquiry;
  const name = `${lead.firstName} ${lead.lastName}`;
  return {
    to: input.to,
    replyTo: lead.businessEmail,
    ...renderEmail({
      subject: oneLine(`Enterprise inquiry: ${lead.companyName}`),
      heading: `Enterprise inquiry from ${lead.companyName}`,
      lines: [
        `Name: ${name}`,
        `Business email: ${lead.businessEmail}`,
        `Phone: ${lead.phoneNumber}`,
        `Job title: ${JOB_TITLE_LABELS[lead.jobTitle]}`,
        `Company size: ${COMPANY_SIZE_LABELS[lead.companySize]}`,
        `Primary use case: ${USE_CASE_LABELS[lead.primaryUseCase]}`,
        `Country: ${lead.country}`,
        `Additional information: ${lead.additionalInfo ?? '(none)'}`,
        'The lead was promised an answer within 24 hours.',
      ],
      action: { label: 'Open the inbox', url: input.inboxUrl },
      footnote: 'Sent by the Kurz enterprise inquiry form. Reply to this email to answer the lead.',
    }),
  };
}
