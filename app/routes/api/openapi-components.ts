import { Album, AlbumSummary, Alert, CalendarEntry, Event, FacultyMember, GalleryPhoto, ImageSource, JobPost, Notice, Testimonial, Topper } from './openapi-content-schemas';
import { Application, ContactMessage, Enquiry } from './openapi-form-schemas';
import { Disclosure, DisclosureDocument, FeeSession, PdfFile, SiteSettings, TransferCertificate, VerifiedCertificate } from './openapi-school-schemas';

/**
 * What the API answers, as the OpenAPI document's component schemas: what the school publishes
 * (./openapi-content-schemas.ts), what visitors send (./openapi-form-schemas.ts), what the school
 * keeps (./openapi-school-schemas.ts), and the one error every call may answer.
 */

/** The answer of every refusal (./openapi-parts.ts, `errorResponse`). */
const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['message'],
      properties: {
        message: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
};

/** By name, in the order the document has always listed them (a client's diff of it stays quiet). */
export const componentSchemas = {
  DisclosureDocument,
  Disclosure,
  FeeSession,
  Notice,
  PdfFile,
  VerifiedCertificate,
  TransferCertificate,
  CalendarEntry,
  Alert,
  JobPost,
  Testimonial,
  ImageSource,
  GalleryPhoto,
  AlbumSummary,
  Album,
  Event,
  FacultyMember,
  Topper,
  Enquiry,
  ContactMessage,
  Application,
  Error: errorSchema,
  SiteSettings,
};
