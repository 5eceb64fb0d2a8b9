import { ManageScreen } from '~/components/dashboard/ManageList';
import { formatNoticeDate } from '~/lib/dates';
import { fill } from '~/lib/fill';
import { deleteCertificate, listCertificates } from '~/modules/transfer-certificates/certificates.server';
import type { Route } from './+types/list';
import { deleteFromList, manageListData } from '../manage-list.server';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffLocale } from '../staff-words.server';

const listPath = '/dashboard/transfer-certificates';

/** The certificates recorded, most recently issued first: number, student, class, dates and the scan. Never edited: a wrong one is deleted and added again. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const t = staffCatalogue(context).dashboardCertificates;
  const locale = staffLocale(context);
  const certificates = await listCertificates(context.database.db);
  return manageListData(request, context, 'dashboardCertificates', certificates, {
    translated: [],
    lineOf: (certificate) => ({
      title: certificate.number,
      detail: `${fill(t.line, { student: certificate.studentName, className: certificate.className, date: formatNoticeDate(certificate.issueDate, locale) })} · ${fill(t.bornOn, { date: formatNoticeDate(certificate.birthDate, locale) })}`,
      file: { url: certificate.scan.url, label: t.viewScan },
    }),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return deleteFromList(request, context, {
    listPath,
    section: 'dashboardCertificates',
    remove: (id) => deleteCertificate(context.database.db, context.files, id),
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardCertificates.listTitle);

export default function ManageCertificates({ loaderData }: Route.ComponentProps) {
  return (
    <ManageScreen
      section="dashboardCertificates"
      addTo="/dashboard/transfer-certificates/new"
      listPath={listPath}
      items={loaderData.items}
      confirmId={loaderData.confirmId}
    />
  );
}
