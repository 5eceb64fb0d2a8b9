import { noticeCategories, noticePriorities } from '~/modules/notices/notice-kinds';
import { dashboardNoticesText as t } from '~/i18n/en/dashboard-notices';
import { SelectField, TextAreaField, TextField } from '../fields';

export interface NoticeFormValues {
  title: string;
  details: string;
  date: string;
  category: string;
  priority: string;
}

/** The notice's fields, for the add screen and the editor alike. */
export function NoticeFields({ values, errors }: { values: NoticeFormValues; errors: Record<string, string> }) {
  return (
    <>
      <TextField name="title" label={t.title} defaultValue={values.title} error={errors.title} required maxLength={150} />
      <TextAreaField name="details" label={t.details} defaultValue={values.details} error={errors.details} required maxLength={5000} rows={6} />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField name="date" type="date" label={t.date} defaultValue={values.date} error={errors.date} required />
        <SelectField
          name="category"
          label={t.category}
          defaultValue={values.category}
          error={errors.category}
          required
          options={noticeCategories.map((value) => ({ value, label: t.categories[value] }))}
        />
        <SelectField
          name="priority"
          label={t.priority}
          defaultValue={values.priority}
          error={errors.priority}
          required
          options={noticePriorities.map((value) => ({ value, label: t.priorities[value] }))}
        />
      </div>
    </>
  );
}
