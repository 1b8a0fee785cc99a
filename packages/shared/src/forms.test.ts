import { describe, expect, it } from 'vitest';
import { ContactMessageInput, checkForm, EnterpriseInquiryInput } from './forms.js';

const CONTACT = { name: ' Ada ', email: 'ada@example.com', subject: 'Hi', message: 'Hello' };
const INQUIRY = {
  firstName: 'Grace',
  lastName: 'Hopper',
  companyName: 'Navy Labs',
  businessEmail: 'grace@navylabs.example',
  phoneNumber: '+44 20 7946 0958',
  jobTitle: 'ceo',
  companySize: '1-10',
  primaryUseCase: 'marketing',
  country: 'UK',
  additionalInfo: '  ',
};

describe('form checks', () => {
  it('trims a valid contact message', () => {
    expect(checkForm(ContactMessageInput, CONTACT)).toEqual({
      ok: true,
      data: { ...CONTACT, name: 'Ada' },
    });
  });

  it('gives each empty contact field its own message', () => {
    const result = checkForm(ContactMessageInput, {
      name: '',
      email: '',
      subject: '',
      message: '',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        email: 'Email is required',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    });
  });

  it('turns a blank additionalInfo into none', () => {
    const result = checkForm(EnterpriseInquiryInput, INQUIRY);
    expect(result.ok && result.data.additionalInfo).toBeNull();
  });

  it.each([
    ['phoneNumber', '12', 'Phone number must be a valid phone number'],
    ['businessEmail', 'grace@navy', 'Business email must be a valid email address'],
    ['companySize', '', 'Please choose a company size'],
    ['jobTitle', 'king', 'Please choose a job title'],
    ['primaryUseCase', '', 'Please choose a primary use case'],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    const result = checkForm(EnterpriseInquiryInput, { ...INQUIRY, [field]: value });
    expect(result.ok ? null : result.errors[field]).toBe(message);
  });
});
