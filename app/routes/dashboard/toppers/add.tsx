import { redirect } from 'react-router';
import { useWords } from '~/i18n/words';
import { TopperFields } from '~/components/dashboard/toppers/TopperFields';
import { StaffForm, StaffPageHeader } from '~/components/dashboard/StaffForm';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validWithPhoto } from '~/web/staff-forms.server';
import { topperInputSchema } from '~/modules/toppers/topper-schema';
import { addTopper } from '~/modules/toppers/toppers.server';
import type { Route } from './+types/add';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';

export function loader({ context }: Route.LoaderArgs) {
  return { words: staffWords(context, 'dashboardToppers') };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: true }, async (submission) => {
    const { input, photo } = validWithPhoto(topperInputSchema, submission, { required: false });
    await addTopper(context.database.db, context.files, input, photo?.path);
    return redirect('/dashboard/deltopperlist', withFlash(context, staffCatalogue(context).dashboardToppers.created));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardToppers.addTitle);

export default function AddTopper({ actionData }: Route.ComponentProps) {
  const t = useWords('dashboardToppers');
  const values = actionData?.values ?? {};
  return (
    <>
      <StaffPageHeader title={t.addTitle} lead={t.addLead} />
      <StaffForm failure={actionData} submitLabel={t.submit} pendingLabel={t.submitting} withFile>
        <TopperFields values={{ name: values.name ?? '', marks: values.marks ?? '', std: values.std ?? '', stdHi: values.stdHi ?? '', examYear: values.examYear ?? '' }} errors={actionData?.error.fields ?? {}} />
      </StaffForm>
    </>
  );
}
