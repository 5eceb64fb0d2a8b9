import { Link } from 'react-router';
import { useWords } from '~/i18n/words';
import { ManageList } from '~/components/dashboard/ManageList';
import { StaffPageHeader } from '~/components/dashboard/StaffForm';
import { parseId } from '~/lib/validation';
import { handleDeleteForm } from '~/web/staff-forms.server';
import { deleteTestimonial, listTestimonials } from '~/modules/testimonials/testimonials.server';
import type { Route } from './+types/list';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';

const listPath = '/dashboard/testimonials';

export async function loader({ request, context }: Route.LoaderArgs) {
  const testimonials = await listTestimonials(context.database.db);
  return {
    confirmId: parseId(new URL(request.url).searchParams.get('confirm') ?? undefined),
    items: testimonials.map((testimonial) => ({
      id: testimonial.id,
      title: testimonial.name,
      detail: testimonial.relation || testimonial.details.slice(0, 80),
      image: testimonial.photo,
      editTo: `/dashboard/testimonials/${testimonial.id}/edit`,
    })),
    words: staffWords(request, 'dashboardTestimonials'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const words = staffCatalogue(request);
  return handleDeleteForm(request, context, {
    listPath,
    deleted: words.dashboardTestimonials.deleted,
    alreadyGone: words.staff.manage.alreadyGone,
    remove: (id) => deleteTestimonial(context.database.db, context.config.uploadsDir, id),
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardTestimonials.listTitle);

export default function ManageTestimonials({ loaderData }: Route.ComponentProps) {
  const t = useWords('dashboardTestimonials');
  const manage = useWords('staff').manage;
  return (
    <>
      <StaffPageHeader title={t.listTitle} lead={t.listLead}>
        <Link to="/dashboard/add-testimonial" className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {manage.addNew}
        </Link>
      </StaffPageHeader>
      <ManageList items={loaderData.items} confirmId={loaderData.confirmId} listPath={listPath} emptyMessage={t.empty} itemWord={t.itemWord} />
    </>
  );
}
