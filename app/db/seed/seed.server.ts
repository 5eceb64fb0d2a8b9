import type { Kysely } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { Database } from '~/db/schema';
import type { FileStore } from '~/lib/file-store/file-store.server';
import { insertEvent } from '~/modules/events/events.server';
import { addCalendarEntry } from '~/modules/calendar/calendar.server';
import { todayInSchool } from '~/lib/dates';
import { demoCalendarEntries, demoEventDay } from './demo-calendar';
import { galleryPhotoInputSchema } from '~/modules/gallery/gallery-schema';
import { insertGalleryPhoto } from '~/modules/gallery/gallery.server';
import { albumInputSchema } from '~/modules/gallery/album-schema';
import { addAlbum } from '~/modules/gallery/albums.server';
import { facultyInputSchema } from '~/modules/faculty/faculty-schema';
import { academicSessionOf, previousSessionLabel } from '~/modules/fees/fee-heads';
import { writeNewFeeSession } from '~/modules/fees/fees.server';
import { insertFacultyMember } from '~/modules/faculty/faculty.server';
import { insertImageRow, removeImageFiles, writeImageFiles, type StoredImageFiles } from '~/modules/images/images.server';
import { jobInputSchema } from '~/modules/jobs/job-schema';
import { disclosureDetailsSchema } from '~/modules/disclosure/disclosure-schema';
import { disclosureDetailsKey } from '~/modules/disclosure/disclosure.server';
import { simplePdf } from '~/lib/simple-pdf.server';
import { certificateNumberKey } from '~/modules/transfer-certificates/certificate-schema';
import { insertPdfRow, removePdfFile, writePdfFile, type StoredPdf } from '~/modules/pdf-files/pdf-files.server';
import { insertJob } from '~/modules/jobs/jobs.server';
import { siteSettingsSchema } from '~/modules/settings/settings-schema';
import { testimonialInputSchema } from '~/modules/testimonials/testimonial-schema';
import { insertTestimonial } from '~/modules/testimonials/testimonials.server';
import { topperInputSchema } from '~/modules/toppers/topper-schema';
import { insertTopper } from '~/modules/toppers/toppers.server';
import { demoAlbums, demoEvents, demoJobs, demoSettings } from './demo-content';
import { demoNotices, type DemoNotice } from './demo-notices';
import { demoFaculty, demoTestimonials, demoToppers } from './demo-people';
import { demoCertificates, demoDisclosure, demoFeeSessions } from './demo-records';
import { svgToJpeg } from './demo-images.server';
import { portraitSvg } from './demo-portraits';
import { eventScene, galleryPhotoScene, sceneSvg } from './demo-scenes';

/** Marks a database that has been seeded once, so a restart never seeds again, even after staff delete it all. */
const seedMarkerKey = 'seed:demo';

const contentTables = [
  'notices',
  'jobPosts',
  'galleryPhotos',
  'albums',
  'faculty',
  'toppers',
  'testimonials',
  'events',
  'calendarEntries',
  'siteSettings',
  'feeSessions',
] as const;

export async function isEmptyDatabase(db: Kysely<Database>): Promise<boolean> {
  for (const table of contentTables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.lit(1).as('one'))
      .limit(1)
      .executeTakeFirst();
    if (row) return false;
  }
  return true;
}

const dayMs = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Seeds the demo content into an empty database. The pictures and sample circulars are made first
 * and stored through the same paths as staff uploads; then every row is written in one transaction.
 * If that fails, the files are removed again. Returns false when the database was not empty.
 */
export async function seedDemoContent(db: Kysely<Database>, files: FileStore, now = new Date()): Promise<boolean> {
  if (!(await isEmptyDatabase(db))) return false;

  const stored: StoredImageFiles[] = [];
  const storedPdfs: StoredPdf[] = [];
  const store = async (svg: string) => {
    const image = await writeImageFiles(files, await svgToJpeg(svg));
    stored.push(image);
    return image;
  };

  try {
    const galleryPhotos = demoAlbums.flatMap((album) => album.photos);
    // Each picture shows what its title says (issue 18); each person's portrait is drawn from their name.
    const galleryImages = await Promise.all(galleryPhotos.map((photo) => store(sceneSvg(galleryPhotoScene(photo.title)))));
    const eventImages = await Promise.all(demoEvents.map((event) => store(sceneSvg(eventScene(event.title)))));
    const facultyImages = await Promise.all(demoFaculty.map((member) => store(portraitSvg(member.name))));
    const topperImages = await Promise.all(demoToppers.map((topper) => store(portraitSvg(topper.name))));
    const testimonialImages = await Promise.all(demoTestimonials.map((testimonial) => store(portraitSvg(testimonial.name))));
    const circulars = new Map<DemoNotice, StoredPdf>();
    const certificateScans: StoredPdf[] = [];
    for (const certificate of demoCertificates) {
      const pdf = simplePdf({
        title: 'TRANSFER CERTIFICATE (DEMO)',
        lines: [
          'DEMO - sample content of this website, not a real certificate.',
          '',
          `Certificate number: ${certificate.number}`,
          `Name of the student: ${certificate.studentName}`,
          `Class last studied: ${certificate.className}`,
          `Date of birth: ${certificate.birthDate}`,
          `Date of issue: ${certificate.issueDate}`,
          '',
          'Conduct: Good. All dues paid.',
          '',
          'Principal',
        ],
      });
      const file = await writePdfFile(files, pdf, { field: 'file', downloadName: `${certificate.number.replace(/\//g, '-')}.pdf` });
      storedPdfs.push(file);
      certificateScans.push(file);
    }
    const disclosureFiles: StoredPdf[] = [];
    for (const document of demoDisclosure.documents) {
      const pdf = simplePdf({ title: document.title, lines: ['DEMO - sample content of this website, not a real document.', '', ...document.lines] });
      const file = await writePdfFile(files, pdf, { field: 'file', downloadName: document.name });
      storedPdfs.push(file);
      disclosureFiles.push(file);
    }
    for (const notice of demoNotices) {
      if (!notice.circular) continue;
      const pdf = simplePdf({ title: notice.title, lines: notice.circular.lines });
      const file = await writePdfFile(files, pdf, { field: 'circular', downloadName: notice.circular.name });
      storedPdfs.push(file);
      circulars.set(notice, file);
    }

    await db.transaction().execute(async (trx) => {
      const timestamp = nowIso(now);
      // Two servers starting together on one empty database both get here: the second waits on the
      // first's marker, finds it, and steps back with its files (the first one's content stands).
      const marked = await trx
        .insertInto('siteSettings')
        .values({ key: seedMarkerKey, value: JSON.stringify({ seededAt: timestamp }), updatedAt: timestamp })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!marked) throw new SeededElsewhere();
      await trx
        .insertInto('siteSettings')
        .values({ key: 'site', value: JSON.stringify(siteSettingsSchema.parse(demoSettings)), updatedAt: timestamp })
        .execute();

      const insertImage = (files: StoredImageFiles) => insertImageRow(trx, files, now);

      // Rows are written oldest first so that ids grow with time, as they would on a real site.
      for (const notice of [...demoNotices].reverse()) {
        const written = nowIso(new Date(now.getTime() - notice.daysAgo * dayMs));
        const circular = circulars.get(notice);
        await trx
          .insertInto('notices')
          .values({
            title: notice.title,
            details: notice.details,
            titleHi: notice.titleHi,
            detailsHi: notice.detailsHi,
            noticeDate: isoDay(new Date(now.getTime() - notice.daysAgo * dayMs)),
            category: notice.category,
            priority: notice.priority,
            circularFileId: circular ? await insertPdfRow(trx, circular, 'public', now) : null,
            createdAt: written,
            updatedAt: written,
          })
          .execute();
      }
      for (const [i, certificate] of demoCertificates.entries()) {
        const scanFileId = await insertPdfRow(trx, certificateScans[i]!, 'private', now);
        await trx
          .insertInto('transferCertificates')
          .values({ ...certificate, numberKey: certificateNumberKey(certificate.number), scanFileId, createdAt: nowIso(now) })
          .execute();
      }
      await trx
        .insertInto('siteSettings')
        .values({ key: disclosureDetailsKey, value: JSON.stringify(disclosureDetailsSchema.parse(demoDisclosure.details)), updatedAt: nowIso(now) })
        .execute();
      for (const [i, document] of demoDisclosure.documents.entries()) {
        const pdfFileId = await insertPdfRow(trx, disclosureFiles[i]!, 'public', now);
        const validUntil = document.validForDays === null ? null : isoDay(new Date(now.getTime() + document.validForDays * dayMs));
        await trx
          .insertInto('disclosureDocuments')
          .values({ slot: document.slot, pdfFileId, validUntil, createdAt: nowIso(now) })
          .execute();
      }
      for (const { daysAgo, ...job } of [...demoJobs].reverse()) {
        await insertJob(trx, jobInputSchema.parse(job), new Date(now.getTime() - daysAgo * dayMs));
      }
      // Albums are written oldest first, as staff would have made them; each one's photos in their order.
      let photoIndex = galleryPhotos.length;
      for (const { daysAgo, photos, ...album } of [...demoAlbums].reverse()) {
        photoIndex -= photos.length;
        const made = new Date(now.getTime() - daysAgo * dayMs);
        const { id: albumId } = await addAlbum(trx, albumInputSchema.parse({ ...album, heldOn: isoDay(made) }), made);
        for (const [i, photo] of photos.entries()) {
          const imageId = await insertImage(galleryImages[photoIndex + i]);
          await insertGalleryPhoto(trx, galleryPhotoInputSchema.parse({ ...photo, albumId }), imageId, made);
        }
      }
      for (const [i, event] of demoEvents.entries()) {
        const imageId = await insertImage(eventImages[i]);
        const date = demoEventDay(event, todayInSchool(now));
        const { title, description, titleHi, descriptionHi } = event;
        await insertEvent(trx, { title, description, titleHi, descriptionHi, date }, imageId, now);
      }
      for (const entry of demoCalendarEntries(todayInSchool(now))) await addCalendarEntry(trx, entry, now);
      for (const [i, member] of demoFaculty.entries()) {
        const imageId = await insertImage(facultyImages[i]);
        await insertFacultyMember(trx, facultyInputSchema.parse(member), imageId, now);
      }
      for (const [i, topper] of demoToppers.entries()) {
        const imageId = await insertImage(topperImages[i]);
        await insertTopper(trx, topperInputSchema.parse({ ...topper, examYear: String(now.getUTCFullYear()) }), imageId, now);
      }
      for (const [i, testimonial] of demoTestimonials.entries()) {
        const imageId = await insertImage(testimonialImages[i]);
        await insertTestimonial(trx, testimonialInputSchema.parse(testimonial), imageId, now);
      }
      // Last session's fees and this one's, both published (the latest is the current one).
      const thisSession = academicSessionOf(isoDay(now));
      const { notes, notesHi, otherHeads } = demoFeeSessions;
      for (const [session, fees, publishedDaysAgo] of [
        [previousSessionLabel(thisSession), demoFeeSessions.previous, 365],
        [thisSession, demoFeeSessions.current, 60],
      ] as const) {
        await writeNewFeeSession(trx, { session, status: 'published', notes, notesHi, otherHeads, fees }, new Date(now.getTime() - publishedDaysAgo * dayMs));
      }
    });
    return true;
  } catch (error) {
    await Promise.all(stored.map((image) => removeImageFiles(files, image)));
    await Promise.all(storedPdfs.map((file) => removePdfFile(files, file.key)));
    if (error instanceof SeededElsewhere) return false;
    throw error;
  }
}

class SeededElsewhere extends Error {}
