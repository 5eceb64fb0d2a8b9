import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formConstraints as constraintsOf } from '~/lib/form-constraints';
import { alertInputSchema } from '~/modules/alerts/alert-schema';
import { applicationInputSchema } from '~/modules/applications/application-schema';
import { contactMessageInputSchema } from '~/modules/contact-messages/contact-message-schema';
import { enquiryInputSchema } from '~/modules/enquiries/enquiry-schema';
import { calendarEntryInputSchema } from '~/modules/calendar/calendar-schema';
import { eventInputSchema } from '~/modules/events/event-schema';
import { facultyInputSchema } from '~/modules/faculty/faculty-schema';
import { feeSessionFormRules } from '~/modules/fees/fee-schema';
import { albumInputSchema } from '~/modules/gallery/album-schema';
import { galleryPhotoInputSchema } from '~/modules/gallery/gallery-schema';
import { jobInputSchema } from '~/modules/jobs/job-schema';
import { noticeInputSchema } from '~/modules/notices/notice-schema';
import { settingsFormRules } from '~/modules/settings/settings-form';
import { changePasswordSchema, newStaffAccountSchema, signInSchema } from '~/modules/staff/staff-schema';
import { testimonialInputSchema } from '~/modules/testimonials/testimonial-schema';
import { topperInputSchema } from '~/modules/toppers/topper-schema';
import { certificateInputSchema, certificateLookupSchema } from '~/modules/transfer-certificates/certificate-schema';

/**
 * The forms' browser checks come from the schemas their actions validate with (issue 14), through
 * a generated file, so that zod never ships to a phone (the home page carries the enquiry form).
 * This test fails when a schema changed and the file did not: run it with UPDATE_GENERATED=1 to
 * write the file again, and commit it.
 */
const schemas = {
  notice: noticeInputSchema,
  job: jobInputSchema,
  alert: alertInputSchema,
  event: eventInputSchema,
  calendarEntry: calendarEntryInputSchema,
  galleryPhoto: galleryPhotoInputSchema,
  album: albumInputSchema,
  faculty: facultyInputSchema,
  topper: topperInputSchema,
  testimonial: testimonialInputSchema,
  enquiry: enquiryInputSchema,
  contactMessage: contactMessageInputSchema,
  application: applicationInputSchema,
  // The settings screen's flat fields, each with its setting's rule (the social links and hours
  // lines live nested in the settings).
  settings: settingsFormRules,
  // The staff screen's two forms: a new account, and one's own password.
  newStaffAccount: newStaffAccountSchema,
  changePassword: changePasswordSchema,
  signIn: signInSchema,
  // Transfer certificates: staff add one; a visitor checks one (issue 16).
  certificate: certificateInputSchema,
  certificateLookup: certificateLookupSchema,
  // The fee structure's editor: its text fields (its cells are whole rupees, checked by the server).
  feeSession: feeSessionFormRules,
};

// One file per form, merged by the bundler into its form's own chunk: a page's JavaScript carries
// only its own form's checks, and no chunk of its own for them.
const folder = path.join(import.meta.dirname, 'constraints');
const fileOf = (form: string) => path.join(folder, `${form}.generated.ts`);

function generated(form: keyof typeof schemas): string {
  return [
    '// Generated from the module’s schema by app/components/forms/form-constraints.test.ts (UPDATE_GENERATED=1); do not edit.',
    '// What the form’s fields tell the browser to check before sending (app/lib/form-constraints.ts).',
    `export const ${form}Constraints = ${JSON.stringify(constraintsOf(schemas[form]))} as const;`,
    '',
  ].join('\n');
}

const generatedModules = import.meta.glob<Record<string, Record<string, unknown>>>('./constraints/*.generated.ts', { eager: true });
const formConstraints = Object.fromEntries(
  Object.entries(generatedModules).map(([file, module]) => [path.basename(file, '.generated.ts'), Object.values(module)[0]]),
);

describe('form constraints', () => {
  it('the generated files say what the schemas say, one per form and no other', () => {
    for (const form of Object.keys(schemas) as (keyof typeof schemas)[]) {
      if (process.env.UPDATE_GENERATED === '1') {
        fs.mkdirSync(folder, { recursive: true });
        fs.writeFileSync(fileOf(form), generated(form));
      }
      expect(fs.readFileSync(fileOf(form), 'utf8'), form).toBe(generated(form));
    }
    expect(fs.readdirSync(folder).sort()).toEqual(Object.keys(schemas).map((form) => `${form}.generated.ts`).sort());
  });

  // The Hindi twins (decision 0052) take their English field's length and are never required.
  it('are what the forms asked of the browser before they were derived (nothing changed for a visitor)', () => {
    expect(formConstraints.notice).toEqual({ title: { required: true, maxLength: 150 }, details: { required: true, maxLength: 5000 }, titleHi: { maxLength: 150 }, detailsHi: { maxLength: 5000 }, date: { required: true }, category: { required: true }, priority: { required: true } });
    expect(formConstraints.job).toEqual({ title: { required: true, maxLength: 120 }, details: { required: true, maxLength: 5000 }, titleHi: { maxLength: 120 }, detailsHi: { maxLength: 5000 }, status: { required: true } });
    expect(formConstraints.event).toEqual({ title: { maxLength: 150 }, date: {}, description: { maxLength: 2000 }, titleHi: { maxLength: 150 }, descriptionHi: { maxLength: 2000 } });
    // Decision 0064: a photo's title may be empty (its album's title says what it shows); the album is a select.
    expect(formConstraints.galleryPhoto).toEqual({ albumId: { required: true }, title: { maxLength: 150 }, description: { maxLength: 1000 }, titleHi: { maxLength: 150 }, descriptionHi: { maxLength: 1000 } });
    expect(formConstraints.album).toEqual({ title: { required: true, maxLength: 150 }, description: { maxLength: 1000 }, titleHi: { maxLength: 150 }, descriptionHi: { maxLength: 1000 }, heldOn: { required: true } });
    expect(formConstraints.faculty).toEqual({ name: { required: true, maxLength: 100 }, role: { required: true, maxLength: 100 }, details: { maxLength: 2000 }, roleHi: { maxLength: 100 }, detailsHi: { maxLength: 2000 },
      // Decision 0059: the qualification, and two selects whose "Not stated" is a real choice (never required).
      qualification: { maxLength: 200 }, post: {}, appointment: {} });
    expect(formConstraints.topper).toEqual({ name: { required: true, maxLength: 100 }, marks: { required: true }, std: { required: true, maxLength: 40 }, stdHi: { maxLength: 40 }, examYear: { maxLength: 9 } });
    expect(formConstraints.testimonial).toEqual({ name: { required: true, maxLength: 100 }, relation: { maxLength: 120 }, details: { required: true, maxLength: 1000 }, relationHi: { maxLength: 120 }, detailsHi: { maxLength: 1000 } });
    expect(formConstraints.enquiry).toMatchObject({ parentName: { required: true, maxLength: 100 }, childName: { required: true, maxLength: 100 }, email: { maxLength: 200 }, phone: { required: true, maxLength: 20 }, message: { maxLength: 5000 } });
    expect(formConstraints.enquiry.email).not.toHaveProperty('required');
    expect(formConstraints.contactMessage).toMatchObject({ name: { required: true, maxLength: 100 }, email: { maxLength: 200 }, phone: { maxLength: 20 }, message: { required: true, maxLength: 5000 } });
    expect(formConstraints.contactMessage.email).not.toHaveProperty('required');
    expect(formConstraints.application).toMatchObject({ name: { required: true, maxLength: 100 }, email: { required: true, maxLength: 200 }, phone: { required: true, maxLength: 20 }, job: { required: true } });
    const lines = [1, 2, 3, 4, 5, 6, 7];
    expect(formConstraints.settings).toEqual({
      schoolName: { required: true, maxLength: 100 },
      schoolNameHi: { maxLength: 100 },
      tagline: { maxLength: 120 },
      taglineHi: { maxLength: 120 },
      phone1: { maxLength: 30 },
      phone2: { maxLength: 30 },
      phone3: { maxLength: 30 },
      email: { maxLength: 200 },
      address: { maxLength: 300 },
      addressHi: { maxLength: 300 },
      // Decision 0067: one Google Maps link instead of the latitude and longitude.
      mapLink: { maxLength: 2000 },
      ...Object.fromEntries(lines.flatMap((n) => [
        [`hoursDays${n}`, { maxLength: 60 }],
        [`hoursTime${n}`, { maxLength: 60 }],
        [`hoursDays${n}Hi`, { maxLength: 60 }],
        [`hoursTime${n}Hi`, { maxLength: 60 }],
      ])),
      facebook: { maxLength: 300 },
      instagram: { maxLength: 300 },
      youtube: { maxLength: 300 },
      x: { maxLength: 300 },
      whatsapp: { maxLength: 20 },
      heroVideoUrl: { maxLength: 500 },
      // Decision 0056: the board (a select, always one), the identifiers and the RTE portal.
      board: { required: true },
      boardName: { maxLength: 100 },
      boardNameHi: { maxLength: 100 },
      affiliationNumber: { maxLength: 20 },
      schoolCode: { maxLength: 20 },
      udiseCode: {},
      rtePortalUrl: { required: true, maxLength: 300 },
    });
    // A password's field is never cut by the browser (isPasswordField): its schema's limit stays the server's.
    expect(formConstraints.newStaffAccount).toEqual({ username: { required: true, maxLength: 40 }, password: { required: true }, confirmPassword: { required: true } });
    expect(formConstraints.changePassword).toEqual({ currentPassword: { required: true }, password: { required: true }, confirmPassword: { required: true } });
    // The sign-in form gained the username's limit the server already had (100; accounts are made with at most 40).
    expect(formConstraints.signIn).toEqual({ username: { required: true, maxLength: 100 }, password: { required: true } });
  });
});
