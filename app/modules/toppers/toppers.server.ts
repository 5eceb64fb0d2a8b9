import type { Kysely } from 'kysely';
import type { Database } from '~/db/schema';
import { ownedImageColumns, ownedImageSource, photoOwnerRows } from '~/modules/images/image-owners.server';
import type { ImageSource } from '~/modules/images/images.server';
import type { TopperUpdateInput } from './topper-schema';

/** A topper as pages and the JSON API show them. */
export interface TopperView {
  id: number;
  name: string;
  /** Percentage, 0–100. */
  marks: number;
  /** The class ("Class 8"). */
  std: string;
  /** The class in Hindi ("कक्षा 8"), null where staff gave none (the page shows the English). The name has none. */
  stdHi: string | null;
  examYear: string;
  /**
   * Place by marks, shared on a tie ("1224" ranking): two students with the same marks have the same
   * rank and the next student's rank counts both. Ranks 1 to 3 get the 1st/2nd/3rd badges.
   */
  rank: number;
  image: ImageSource | null;
  createdAt: string;
}

function selectToppers(db: Kysely<Database>) {
  return db.selectFrom('toppers').leftJoin('images', 'images.id', 'toppers.imageId').selectAll('toppers').select(ownedImageColumns);
}

type TopperRow = Awaited<ReturnType<ReturnType<typeof selectToppers>['executeTakeFirstOrThrow']>>;

function toView(row: TopperRow, rank: number): TopperView {
  const { id, name, std, stdHi, examYear, createdAt } = row;
  // PostgreSQL answers a NUMERIC column as text.
  return { id, name, marks: Number(row.marks), std, stdHi, examYear, rank, image: ownedImageSource(row), createdAt };
}

/** Competition ranks of marks already sorted high to low: [98, 98, 97] → [1, 1, 3]. */
export function competitionRanks(sortedMarks: readonly number[]): number[] {
  const ranks: number[] = [];
  sortedMarks.forEach((marks, index) => {
    ranks.push(index > 0 && marks === sortedMarks[index - 1] ? ranks[index - 1] : index + 1);
  });
  return ranks;
}

/**
 * Marks descending; equal marks keep the order staff added them (lowest id first), which is the
 * same on SQLite and PostgreSQL (docs/decisions/0011-faculty-and-toppers.md).
 */
export async function listToppers(db: Kysely<Database>): Promise<TopperView[]> {
  const rows = await selectToppers(db).orderBy('toppers.marks', 'desc').orderBy('toppers.id', 'asc').execute();
  const ranks = competitionRanks(rows.map((row) => Number(row.marks)));
  return rows.map((row, index) => toView(row, ranks[index]));
}

export async function getTopper(db: Kysely<Database>, id: number): Promise<TopperView | undefined> {
  const row = await selectToppers(db).where('toppers.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const { ahead } = await db
    .selectFrom('toppers')
    .select((eb) => eb.fn.countAll<number>().as('ahead'))
    .where('marks', '>', row.marks)
    .executeTakeFirstOrThrow();
  return toView(row, Number(ahead) + 1);
}


const topperRows = photoOwnerRows({
  table: 'toppers',
  photo: 'optional',
  columnsOf: (input: TopperUpdateInput) => ({ name: input.name, marks: input.marks, std: input.std, stdHi: input.stdHi, examYear: input.examYear }),
  read: getTopper,
});

/** Writes a new row in a transaction that may write its image's row first (the demo seed uses it). */
export const insertTopper = topperRows.insert;
/** Adds a topper, with a photo when one was uploaded (the dashboard and the JSON API). */
export const addTopper = topperRows.add;
/** Changes a topper's words and photo in one transaction; undefined when none has that id. */
export const editTopper = topperRows.edit;
export const deleteTopper = topperRows.remove;
export const countToppers = topperRows.count;
