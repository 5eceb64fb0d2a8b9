import { redirect } from 'react-router';
import { blankTopperForm, TopperFields } from '~/components/dashboard/toppers/TopperFields';
import { StaffAddScreen } from '~/components/dashboard/StaffForm';
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
  return (
    <StaffAddScreen section="dashboardToppers" failure={actionData} withFile>
      <TopperFields values={{ ...blankTopperForm, ...actionData?.values }} errors={actionData?.error.fields ?? {}} />
    </StaffAddScreen>
  );
}
