import { useWords } from '~/i18n/words';
import { noticeCategories, noticePriorities } from '~/modules/notices/notice-kinds';
import { BilingualField, fieldsByName, PdfField, RemoveFileField, SelectField, TextField } from '../fields';
import { CurrentFile } from '../CurrentFile';
import type { PdfFileView } from '~/modules/pdf-files/pdf-files.server';
import { noticeConstraints } from '~/components/forms/constraints/notice.generated';

/** The browser's checks for each field, from the schema the action validates with. */
const c = noticeConstraints;

export interface NoticeFormValues {
  title: string;
  details: string;
  titleHi: string;
  detailsHi: string;
  date: string;
  category: string;
  priority: string;
}

/** The add screen's form before anything is typed, but for its date: the school's today, which the loader gives. */
export const blankNoticeForm: Omit<NoticeFormValues, 'date'> = { title: '', details: '', titleHi: '', detailsHi: '', category: 'academic', priority: 'medium' };

/**
 * The notice's fields, for the add screen and the editor alike; the editor passes the notice's
 * `circular` (or null), and may then take it off.
 */
export function NoticeFields({ values, errors, circular }: { values: NoticeFormValues; errors: Record<string, string>; circular?: PdfFileView | null }) {
  const t = useWords('dashboardNotices');
  const field = fieldsByName(c, values, errors);
  return (
    <>
      <BilingualField name="title" label={t.title} constraints={c} values={values} errors={errors} />
      <BilingualField name="details" label={t.details} constraints={c} values={values} errors={errors} rows={6} />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField {...field('date')} type="date" label={t.date} />
        <SelectField {...field('category')} label={t.category} options={noticeCategories.map((value) => ({ value, label: t.categories[value] }))} />
        <SelectField {...field('priority')} label={t.priority} options={noticePriorities.map((value) => ({ value, label: t.priorities[value] }))} />
      </div>
      <PdfField name="circular" label={t.circular} error={errors.circular} current={circular ? <CurrentFile file={circular} /> : undefined} />
      {circular ? <RemoveFileField name="removeCircular" label={t.removeCircular} /> : null}
    </>
  );
}
