import type { Kysely } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { Database } from '~/db/schema';
import { countImageOwners, deleteImageOwner, updateImageOwner, type PhotoChange } from '~/modules/images/image-owners.server';
import { insertWithOptionalUploadedImage, toImageSource, type ImageSource } from '~/modules/images/images.server';
import type { FacultyInput, FacultyUpdateInput } from './faculty-schema';

/** A faculty member as pages and the JSON API show them. */
export interface FacultyView {
  id: number;
  name: string;
  role: string;
  details: string;
  /** The photo, or null when staff added none (pages then show initials). */
  image: ImageSource | null;
  createdAt: string;
}

function selectFaculty(db: Kysely<Database>) {
  return db
    .selectFrom('faculty')
    .leftJoin('images', 'images.id', 'faculty.imageId')
    .select([
      'faculty.id',
      'faculty.name',
      'faculty.role',
      'faculty.details',
      'faculty.createdAt',
      'images.key as imageKey',
      'images.width as imageWidth',
      'images.height as imageHeight',
      'images.variantWidths as imageVariantWidths',
    ]);
}

type FacultyRow = Awaited<ReturnType<ReturnType<typeof selectFaculty>['executeTakeFirstOrThrow']>>;

function toView(row: FacultyRow): FacultyView {
  const image =
    row.imageKey !== null && row.imageWidth !== null && row.imageHeight !== null && row.imageVariantWidths !== null
      ? toImageSource({ key: row.imageKey, width: row.imageWidth, height: row.imageHeight, variantWidths: row.imageVariantWidths })
      : null;
  return { id: row.id, name: row.name, role: row.role, details: row.details, image, createdAt: row.createdAt };
}

/**
 * In the order staff added them (docs/decisions/0011-faculty-and-toppers.md): the school decides who
 * comes first (usually the principal) by adding them first, and a new teacher joins at the end.
 */
export async function listFaculty(db: Kysely<Database>): Promise<FacultyView[]> {
  const rows = await selectFaculty(db).orderBy('faculty.createdAt', 'asc').orderBy('faculty.id', 'asc').execute();
  return rows.map(toView);
}

export async function getFacultyMember(db: Kysely<Database>, id: number): Promise<FacultyView | undefined> {
  const row = await selectFaculty(db).where('faculty.id', '=', id).executeTakeFirst();
  return row ? toView(row) : undefined;
}

/**
 * Writes one faculty member. Takes a transaction (or the database) so the row can be written in the
 * same transaction as its photo's image row (`insertWithImage`); the demo seed uses it too.
 */
export async function insertFacultyMember(
  trx: Kysely<Database>,
  input: FacultyInput,
  imageId: number | null,
  now: Date = new Date(),
): Promise<number> {
  const timestamp = nowIso(now);
  const row = await trx
    .insertInto('faculty')
    .values({
      name: input.name,
      role: input.role,
      details: input.details,
      imageId,
      createdAt: timestamp,
      updatedAt: timestamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes a faculty member, their photo's row and then its files; false when no one has that id. */
export async function deleteFacultyMember(db: Kysely<Database>, uploadsDir: string, id: number): Promise<boolean> {
  return deleteImageOwner(db, uploadsDir, 'faculty', id);
}

export async function countFaculty(db: Kysely<Database>): Promise<number> {
  return countImageOwners(db, 'faculty');
}

/** Adds a faculty member, with a photo when one was uploaded (the dashboard and POST /api/faculty). */
export async function addFacultyMember(
  db: Kysely<Database>,
  uploadsDir: string,
  input: FacultyInput,
  uploadPath: string | undefined,
  now: Date = new Date(),
): Promise<FacultyView> {
  return insertWithOptionalUploadedImage(db, uploadsDir, uploadPath, async (trx, imageId) => {
    const member = await getFacultyMember(trx, await insertFacultyMember(trx, input, imageId, now));
    if (!member) throw new Error('The faculty member just added could not be read back');
    return member;
  });
}

/**
 * Changes a faculty member's words and photo (a new one, taken off, or kept) in one transaction.
 * Undefined when no one has that id.
 */
export async function editFacultyMember(
  db: Kysely<Database>,
  uploadsDir: string,
  id: number,
  input: FacultyUpdateInput,
  photo: PhotoChange,
  now: Date = new Date(),
): Promise<FacultyView | undefined> {
  return updateImageOwner(db, uploadsDir, 'faculty', id, {
    words: { name: input.name, role: input.role, details: input.details },
    photo,
    read: (trx) => getFacultyMember(trx, id),
    now,
  });
}
