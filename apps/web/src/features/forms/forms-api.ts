import type {
  ContactMessageInput,
  EnterpriseInquiryInput,
  FormReply,
  ReportLinkInput,
} from '@kurz/shared';
import { api } from '../../lib/api-client';

export const postContactMessage = (input: ContactMessageInput) =>
  api.post<FormReply>('/api/contact', input);

export const postEnterpriseInquiry = (input: EnterpriseInquiryInput) =>
  api.post<FormReply>('/api/enterprise-inquiry', input);

export const postReportLink = (input: ReportLinkInput) =>
  api.post<FormReply>('/api/report-link', input);
