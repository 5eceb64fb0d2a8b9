import type { Catalogue } from '~/i18n/catalogue';
import { catalogueFor } from '~/i18n/words.server';
import { fill } from '~/lib/fill';
import type { NotifyTarget } from './outbox.server';

/**
 * The words of the e-mails to the office (DESIGN.md §8): each module that tells the office of a
 * visitor's form says what its e-mail holds, in the words of the target's language, and this file
 * lays them out, so every notification reads the same way.
 */

/** The catalogue in the office's language, for a notification's words (`officeMail`) and the names it uses. */
export function officeCatalogue(target: NotifyTarget): Catalogue {
  return catalogueFor(target.locale);
}

/** One kind of e-mail's lines: the opening, the details (`{name}` templates) and the link to the dashboard. */
export interface OfficeMailLines {
  readonly intro: string;
  readonly details: readonly string[];
  readonly open: string;
}

/**
 * An e-mail's body: the opening line, one line per detail with the form's values filled in, what the
 * visitor wrote (as written: a visitor's text is never a template), and the dashboard's address.
 */
export function officeMailBody(
  lines: OfficeMailLines,
  { values, message, link }: { values: Readonly<Record<string, string>>; message?: string; link: string },
): string {
  const written = message === undefined ? [] : [message, ''];
  return [lines.intro, '', ...lines.details.map((line) => fill(line, values)), '', ...written, fill(lines.open, { link })].join('\n');
}
