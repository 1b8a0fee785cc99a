import type { ContactMessageInput, EnterpriseInquiryInput } from '@kurz/shared';
import { api } from '../../lib/api-client';

interface FormReply {
  success: true;
  /** The spec's confirmation text (spec 001 §7). */
  message: string;
  id: string;
}

export const postContactMessage = (input: ContactMessageInput) =>
  api.post<FormReply>('/api/contact', input);

export const postEnterpriseInquiry = (input: EnterpriseInquiryInput) =>
  api.post<FormReply>('/api/enterprise-inquiry', input);
