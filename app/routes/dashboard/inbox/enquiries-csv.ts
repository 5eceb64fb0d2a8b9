import { requireStaff } from '~/web/auth.server';
import { todayInSchool } from '~/lib/dates';
import { enquiriesCsv, listEnquiries } from '~/modules/enquiries/enquiries.server';
import { inboxFilterSchema } from '~/modules/inbox/inbox-status';
import { staffLocale } from '../staff-words.server';
import type { Route } from './+types/enquiries-csv';

/** GET /dashboard/inbox/enquiries.csv (staff): the enquiries of the inbox's filter as a spreadsheet, titled in the dashboard's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const status = inboxFilterSchema.parse(new URL(request.url).searchParams.get('status') ?? 'all');
  const csv = enquiriesCsv(await listEnquiries(context.database.db, { status }), staffLocale(context));
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="enquiries-${todayInSchool()}${status === 'all' ? '' : `-${status}`}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
