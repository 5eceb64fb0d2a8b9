import { redirect } from 'react-router';
import { useWords } from '~/i18n/words';
import { StaffAddScreen } from '~/components/dashboard/StaffForm';
import { fieldsByName, PdfField, TextField } from '~/components/dashboard/fields';
import { certificateConstraints as c } from '~/components/forms/constraints/certificate.generated';
import { rule } from '~/i18n/rules';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validWithFile } from '~/web/staff-forms.server';
import { certificateInputSchema } from '~/modules/transfer-certificates/certificate-schema';
import { addCertificate } from '~/modules/transfer-certificates/certificates.server';
import type { Route } from './+types/add';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';

export function loader({ context }: Route.LoaderArgs) {
  return { words: staffWords(context, 'dashboardCertificates') };
}

/** A certificate and its scan: every problem named at once (a missing scan beside a missing number), then back to the list. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { pdf: { field: 'file' } }, async (submission) => {
    const input = validWithFile(certificateInputSchema, submission, { field: 'file', file: submission.pdf, required: true, message: rule('certificate.scanMissing') });
    await addCertificate(context.database.db, context.files, input, submission.pdf!);
    return redirect('/dashboard/transfer-certificates', withFlash(context, staffCatalogue(context).dashboardCertificates.created));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardCertificates.addTitle);

export default function AddCertificate({ actionData }: Route.ComponentProps) {
  const t = useWords('dashboardCertificates');
  const errors = actionData?.error.fields ?? {};
  const field = fieldsByName(c, actionData?.values ?? {}, errors);
  return (
    <StaffAddScreen section="dashboardCertificates" failure={actionData} withFile>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('number')} label={t.number} hint={t.numberHint} autoComplete="off" />
        <TextField {...field('className')} label={t.className} hint={t.classNameHint} />
      </div>
      <TextField {...field('studentName')} label={t.studentName} autoComplete="off" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('issueDate')} type="date" label={t.issueDate} />
        <TextField {...field('birthDate')} type="date" label={t.birthDate} />
      </div>
      <PdfField name="file" label={t.scan} required error={errors.file} />
    </StaffAddScreen>
  );
}
