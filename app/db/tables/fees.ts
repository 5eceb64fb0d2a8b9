import type { ColumnType, Generated } from 'kysely';
import type { FeeFrequency, FeeHead, FeeSessionStatus } from '~/modules/fees/fee-heads';

/** The tables of the fee structure (the conventions of every table are in `app/db/schema.ts`). */

/** A fee structure's academic session (decision 0055): a draft until published. */
export interface FeeSessionsTable {
  id: Generated<number>;
  /** `2026-27`, unique. */
  label: string;
  status: FeeSessionStatus;
  notes: string;
  notesHi: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A fee head a session names itself (`other1` is position 1). */
export interface FeeOtherHeadsTable {
  sessionId: number;
  position: number;
  name: string;
  nameHi: string | null;
  /** How often it is charged (0018-fee-frequencies): `yearly`, `monthly` or `once`. */
  frequency: ColumnType<FeeFrequency, FeeFrequency | undefined, FeeFrequency>;
}

/** One charged cell of a session's table: a class (as the site names it), a head, whole rupees. */
export interface FeeAmountsTable {
  sessionId: number;
  className: string;
  head: FeeHead;
  amount: number;
}
