import { ManageScreen } from '~/components/dashboard/ManageList';
import { deleteTestimonial, listTestimonials } from '~/modules/testimonials/testimonials.server';
import type { Route } from './+types/list';
import { deleteFromList, manageListData } from '../manage-list.server';
import { screenMeta } from '../screen-meta';

const listPath = '/dashboard/testimonials';

export async function loader({ request, context }: Route.LoaderArgs) {
  const testimonials = await listTestimonials(context.database.db);
  return manageListData(request, context, 'dashboardTestimonials', testimonials, {
    editPath: '/dashboard/testimonials',
    translated: ['relation', 'details'],
    lineOf: (testimonial) => ({
      title: testimonial.name,
      detail: testimonial.relation || testimonial.details.slice(0, 80),
      image: testimonial.photo,
    }),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return deleteFromList(request, context, { listPath, section: 'dashboardTestimonials', remove: (id) => deleteTestimonial(context.database.db, context.files, id) });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardTestimonials.listTitle);

export default function ManageTestimonials({ loaderData }: Route.ComponentProps) {
  return <ManageScreen section="dashboardTestimonials" addTo="/dashboard/add-testimonial" listPath={listPath} items={loaderData.items} confirmId={loaderData.confirmId} />;
}
