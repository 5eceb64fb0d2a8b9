import type { Generated } from 'kysely';
import type { PdfVisibility } from '~/modules/pdf-files/pdf-visibility';

/**
 * The rows of stored files, which content rows point at (the conventions of every table are in
 * `app/db/schema.ts`).
 */

/** One uploaded image: its files are `<key>-<width>.webp` in the uploads folder, one per width. */
export interface ImagesTable {
  id: Generated<number>;
  key: string;
  width: number;
  height: number;
  /** Comma-separated widths of the stored variants, ascending ("320,640,1024"). */
  variantWidths: string;
  createdAt: string;
}

/** One uploaded PDF: its file is `<key>.pdf` in the uploads' documents folder (app/modules/pdf-files). */
export interface PdfFilesTable {
  id: Generated<number>;
  key: string;
  downloadName: string;
  size: number;
  visibility: PdfVisibility;
  createdAt: string;
}
