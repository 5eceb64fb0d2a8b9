import fs from 'node:fs/promises';
import { CsvError, parse } from 'csv-parse/sync';
import type { Kysely } from 'kysely';
import { nowIso } from '~/db/database.server';
import type { Database } from '~/db/schema';
import { rule, type RuleMessage } from '~/i18n/rules';
import type { UploadedFile } from '~/lib/multipart.server';
import { Refusal } from '~/lib/refusal';
import { raiseContentVersion } from '~/modules/content-version/content-version.server';
import { ruleOfIssue } from '~/lib/validation';
import type { CalendarKind } from './calendar-kinds';
import { calendarEntryInputSchema, spanProblems } from './calendar-schema';

/**
 * A term's dates from a spreadsheet, in one step (issue 17): a CSV of `date, title, type` and an
 * optional last day, one entry per line (docs/decisions/0063-academic-calendar.md). The good lines
 * are added together; each bad line is named with what is wrong, so the office mends only those.
 */

/** More lines than any school year has: a file this long is not a calendar. */
export const maxImportLines = 500;
/** 500 lines of a date and a title fit in far less. */
export const maxImportBytes = 200 * 1024;

export interface ImportLineProblem {
  /** The line of the file, counted from 1 as a spreadsheet numbers its rows. */
  line: number;
  message: RuleMessage;
}

export interface CalendarImportResult {
  added: number;
  /** Lines whose day and title are already in the calendar (a file imported twice adds nothing twice). */
  alreadyThere: number;
  problems: ImportLineProblem[];
}

/** The words an office writes in the type column, in English or Hindi; an empty cell is a holiday. */
const kindWords: Record<string, CalendarKind> = {
  '': 'holiday',
  holiday: 'holiday',
  holidays: 'holiday',
  vacation: 'holiday',
  छुट्टी: 'holiday',
  अवकाश: 'holiday',
  exam: 'exam',
  exams: 'exam',
  examination: 'exam',
  test: 'exam',
  परीक्षा: 'exam',
  meeting: 'meeting',
  ptm: 'meeting',
  'parent-teacher meeting': 'meeting',
  'parent teacher meeting': 'meeting',
  'parent–teacher meeting': 'meeting',
  'अभिभावक-शिक्षक बैठक': 'meeting',
  बैठक: 'meeting',
  event: 'event',
  कार्यक्रम: 'event',
  other: 'other',
  अन्य: 'other',
};

/**
 * A day as offices write it: 2027-01-26, or day first as India writes it (26/01/2027, 26-01-2027,
 * 26.01.2027). Answers "YYYY-MM-DD" for the schema to check, or the text as it is when it is neither.
 */
export function isoDayOf(text: string): string {
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!dayFirst) return text.trim();
  const [, day, month, year] = dayFirst;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/** A first line that names the columns ("date,title,type") rather than giving a day. */
function isHeader(cells: string[]): boolean {
  return !/\d/.test(cells[0] ?? '') && /date|day|तारीख|दिनांक/i.test(cells[0] ?? '');
}

interface ParsedLine {
  line: number;
  cells: string[];
}

function linesOf(text: string): ParsedLine[] {
  try {
    const records = parse(text, { bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, info: true }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 0;
      throw new Refusal('invalid', rule('common.needsCorrecting'), { file: rule('calendar.importUnreadable', { line }) });
    }
    throw error;
  }
}

/** Reads the file and adds its good lines in one transaction; refuses a file with no line to add. */
export async function importCalendarCsv(db: Kysely<Database>, text: string, now: Date = new Date()): Promise<CalendarImportResult> {
  let lines = linesOf(text);
  if (lines[0] && isHeader(lines[0].cells)) lines = lines.slice(1);
  if (lines.length === 0) throw new Refusal('invalid', rule('common.needsCorrecting'), { file: rule('calendar.importEmpty') });
  if (lines.length > maxImportLines) {
    throw new Refusal('too-large', rule('common.needsCorrecting'), { file: rule('calendar.importTooLong', { max: maxImportLines }) });
  }

  const problems: ImportLineProblem[] = [];
  const good: { line: number; entry: ReturnType<typeof calendarEntryInputSchema.parse> & { endsOn: string } }[] = [];
  for (const { line, cells } of lines) {
    const [day = '', title = '', kindWord = '', lastDay = '', ...rest] = cells;
    if (rest.some((cell) => cell !== '')) {
      problems.push({ line, message: rule('calendar.importTooManyColumns') });
      continue;
    }
    const kind = kindWords[kindWord.toLowerCase()];
    if (!kind) {
      problems.push({ line, message: rule('calendar.importKindUnknown', { kind: kindWord }) });
      continue;
    }
    const parsed = calendarEntryInputSchema.safeParse({ kind, title, startsOn: isoDayOf(day), endsOn: isoDayOf(lastDay) });
    if (!parsed.success) {
      problems.push({ line, message: ruleOfIssue(parsed.error.issues[0]!) });
      continue;
    }
    const entry = { ...parsed.data, endsOn: parsed.data.endsOn ?? parsed.data.startsOn };
    const [spanProblem] = Object.values(spanProblems(entry));
    if (spanProblem) {
      problems.push({ line, message: spanProblem });
      continue;
    }
    good.push({ line, entry });
  }

  return db.transaction().execute(async (trx) => {
    // Raising the content version first (the staff gate raises it after any write anyway) locks its
    // row on PostgreSQL: two imports sent at once run one after the other, so the second finds the
    // first's lines already there instead of adding them twice. SQLite runs one write at a time.
    await raiseContentVersion(trx);
    let added = 0;
    let alreadyThere = 0;
    const timestamp = nowIso(now);
    for (const { entry } of good) {
      const twin = await trx
        .selectFrom('calendarEntries')
        .select('id')
        .where('startsOn', '=', entry.startsOn)
        .where('title', '=', entry.title)
        .executeTakeFirst();
      if (twin) {
        alreadyThere += 1;
        continue;
      }
      await trx
        .insertInto('calendarEntries')
        .values({
          kind: entry.kind,
          title: entry.title,
          titleHi: null,
          details: '',
          detailsHi: null,
          startsOn: entry.startsOn,
          endsOn: entry.endsOn,
          startsAt: null,
          endsAt: null,
          createdAt: timestamp,
          updatedAt: timestamp,
        })
        .execute();
      added += 1;
    }
    return { added, alreadyThere, problems };
  });
}

/** The import form's file: read as UTF-8 (Excel's "CSV UTF-8"; a BOM is fine), then `importCalendarCsv`. */
export async function importCalendarFile(db: Kysely<Database>, file: UploadedFile | undefined, now: Date = new Date()): Promise<CalendarImportResult> {
  if (!file) throw new Refusal('invalid', rule('common.needsCorrecting'), { file: rule('calendar.importFileMissing') });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await fs.readFile(file.path));
  } catch {
    throw new Refusal('invalid', rule('common.needsCorrecting'), { file: rule('calendar.importNotText') });
  }
  return importCalendarCsv(db, text, now);
}
