import { useWords } from '~/i18n/words';
import { noticeCategories, noticePriorities } from '~/modules/notices/notice-kinds';
import { BilingualField, PdfField, RemoveFileField, SelectField, TextField } from '../fields';
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

/**
 * The notice's fields, for the add screen and the editor alike; the editor passes the notice's
 * `circular` (or null), and may then take it off.
 */
export function NoticeFields({ values, errors, circular }: { values: NoticeFormValues; errors: Record<string, string>; circular?: PdfFileView | null }) {
  const t = useWords('dashboardNotices');
  return (
    <>
      <BilingualField name="title" label={t.title} constraints={c} values={values} errors={errors} />
      <BilingualField name="details" label={t.details} constraints={c} values={values} errors={errors} rows={6} />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField name="date" {...c.date} type="date" label={t.date} defaultValue={values.date} error={errors.date} />
        <SelectField
          name="category"
          {...c.category}
          label={t.category}
          defaultValue={values.category}
          error={errors.category}
          options={noticeCategories.map((value) => ({ value, label: t.categories[value] }))}
        />
        <SelectField
          name="priority"
          {...c.priority}
          label={t.priority}
          defaultValue={values.priority}
          error={errors.priority}
          options={noticePriorities.map((value) => ({ value, label: t.priorities[value] }))}
        />
      </div>
      <PdfField name="circular" label={t.circular} error={errors.circular} current={circular ? <CurrentFile file={circular} /> : undefined} />
      {circular ? <RemoveFileField name="removeCircular" label={t.removeCircular} /> : null}
    </>
  );
}
