import type { Kysely } from 'kysely';
import type { Database } from '~/db/schema';
import { ownedImageColumns, ownedImageSource, photoOwnerRows } from '~/modules/images/image-owners.server';
import type { ImageSource } from '~/modules/images/images.server';
import type { AppointmentStatus, FacultyPost } from './faculty-posts';
import type { FacultyUpdateInput } from './faculty-schema';

/** A faculty member as pages and the JSON API show them. */
export interface FacultyView {
  id: number;
  name: string;
  role: string;
  details: string;
  /** The Hindi role and details, null where staff gave none (the page shows the English). The name has none. */
  roleHi: string | null;
  detailsHi: string | null;
  /** Degrees and diplomas, in English (no Hindi twin); '' when none is given. */
  qualification: string;
  /** The post the board counts teachers by; null when not stated. */
  post: FacultyPost | null;
  /** Regular, on contract or part-time; null when not stated. */
  appointment: AppointmentStatus | null;
  /** The photo, or null when staff added none (pages then show initials). */
  image: ImageSource | null;
  createdAt: string;
}

function selectFaculty(db: Kysely<Database>) {
  return db.selectFrom('faculty').leftJoin('images', 'images.id', 'faculty.imageId').selectAll('faculty').select(ownedImageColumns);
}

type FacultyRow = Awaited<ReturnType<ReturnType<typeof selectFaculty>['executeTakeFirstOrThrow']>>;

function toView(row: FacultyRow): FacultyView {
  const { id, name, role, details, roleHi, detailsHi, qualification, post, appointment, createdAt } = row;
  return { id, name, role, details, roleHi, detailsHi, qualification, post, appointment, image: ownedImageSource(row), createdAt };
}

/**
 * In the order staff added them (docs/decisions/0011-faculty-and-toppers.md): the school decides who
 * comes first (usually the principal) by adding them first, and a new teacher joins at the end.
 */
export async function listFaculty(db: Kysely<Database>): Promise<FacultyView[]> {
  const rows = await selectFaculty(db).orderBy('faculty.createdAt', 'asc').orderBy('faculty.id', 'asc').execute();
  return rows.map(toView);
}

/** The same name, ignoring case and spacing: 'Mrs.  Anjali Sinha' is 'mrs. anjali sinha'. */
const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The photos of the faculty members with these (English) names, in their order (null where there is
 * no such member, or no photo): the leadership page shows the same picture of the Principal as the
 * faculty page (decision 0065). One read of the list, however many names.
 */
export async function facultyPhotosOf(db: Kysely<Database>, names: readonly string[]): Promise<(ImageSource | null)[]> {
  const faculty = await listFaculty(db);
  return names.map((name) => faculty.find((candidate) => sameName(candidate.name, name))?.image ?? null);
}

export async function getFacultyMember(db: Kysely<Database>, id: number): Promise<FacultyView | undefined> {
  const row = await selectFaculty(db).where('faculty.id', '=', id).executeTakeFirst();
  return row ? toView(row) : undefined;
}

const facultyRows = photoOwnerRows({
  table: 'faculty',
  photo: 'optional',
  columnsOf: (input: FacultyUpdateInput) => ({
    name: input.name,
    role: input.role,
    details: input.details,
    roleHi: input.roleHi,
    detailsHi: input.detailsHi,
    qualification: input.qualification,
    post: input.post,
    appointment: input.appointment,
  }),
  read: getFacultyMember,
});

/** Writes a new row in a transaction that may write its image's row first (the demo seed uses it). */
export const insertFacultyMember = facultyRows.insert;
/** Adds a faculty member, with a photo when one was uploaded (the dashboard and POST /api/faculty). */
export const addFacultyMember = facultyRows.add;
/** Changes a faculty member's words and photo in one transaction; undefined when no one has that id. */
export const editFacultyMember = facultyRows.edit;
export const deleteFacultyMember = facultyRows.remove;
export const countFaculty = facultyRows.count;
