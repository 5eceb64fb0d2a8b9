import { inquiryTypes } from '~/modules/contact-messages/inquiry-types';
import { inboxStatuses } from '~/modules/inbox/inbox-statuses';

/** The component schemas of what visitors send through the site's forms (./openapi-form-paths.ts). */

/** What an enquiry and a contact message both have. */
const inboxItem = {
  id: { type: 'integer' },
  email: { type: 'string' },
  phone: { type: 'string', description: 'Stored as +91 and ten digits' },
  message: { type: 'string' },
  status: { type: 'string', enum: inboxStatuses },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
};

export const Enquiry = {
  type: 'object',
  properties: { ...inboxItem, parentName: { type: 'string' }, childName: { type: 'string' }, classSought: { type: 'string' } },
};

export const ContactMessage = {
  type: 'object',
  properties: { ...inboxItem, name: { type: 'string' }, inquiryType: { type: 'string', enum: inquiryTypes } },
};

export const Application = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    jobId: { type: ['integer', 'null'] },
    jobTitle: { type: ['string', 'null'], description: 'Null for a general application or a deleted post' },
    originalName: { type: 'string' },
    fileType: { type: 'string' },
    fileSize: { type: 'integer', description: 'Bytes' },
    createdAt: { type: 'string', format: 'date-time' },
  },
};
