import { AskDeleteLink, StaffList } from '~/components/dashboard/ManageList';
import { StaffPageHeader } from '~/components/dashboard/StaffForm';
import { useWords } from '~/i18n/words';
import { fill } from '~/lib/fill';
import { parseId } from '~/lib/validation';
import { telHref } from '~/web/contact-links';
import { formatReceivedAt, formatUploadDate } from '~/lib/dates';
import { formatMegabytesTwoDecimals } from '~/lib/file-size';
import { formatIndianPhone } from '~/lib/phone';
import { handleDeleteForm } from '~/web/staff-forms.server';
import { deleteApplication, listApplications, resumeTypes } from '~/modules/applications/applications.server';
import type { Route } from './+types/list';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffLocale, staffWords } from '../staff-words.server';

const listPath = '/dashboard/getresume';
const typeLabel = (mime: string) => Object.values(resumeTypes).find((type) => type.mime === mime)?.label ?? mime;

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = staffLocale(context);
  const t = staffCatalogue(context).dashboardApplications;
  const applications = await listApplications(context.database.db);
  return {
    confirmId: parseId(new URL(request.url).searchParams.get('confirm') ?? undefined),
    applications: applications.map((application) => ({
      id: application.id,
      name: application.name,
      email: application.email,
      phone: application.phone,
      job: application.jobTitle ?? (application.jobId === null ? t.general : t.postGone),
      originalName: application.originalName,
      type: typeLabel(application.fileType),
      size: formatMegabytesTwoDecimals(application.fileSize),
      date: formatUploadDate(application.createdAt, locale),
      consented: application.consentedAt ? formatReceivedAt(application.consentedAt, locale) : null,
    })),
    words: staffWords(context, 'dashboardApplications'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const words = staffCatalogue(context);
  return handleDeleteForm(request, context, {
    listPath,
    deleted: words.dashboardApplications.deleted,
    alreadyGone: words.staff.manage.alreadyGone,
    remove: (id, by) => deleteApplication(context.database.db, context.files, id, by),
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardApplications.title);

export default function Applications({ loaderData }: Route.ComponentProps) {
  const { applications, confirmId } = loaderData;
  const t = useWords('dashboardApplications');
  const m = useWords('staff').manage;
  return (
    <>
      <StaffPageHeader title={t.title} lead={t.lead} />
      <StaffList
        items={applications}
        confirmId={confirmId}
        listPath={listPath}
        emptyMessage={t.empty}
        itemTestId="application"
        questionOf={(application) => fill(m.confirmQuestion, { item: t.itemWord, title: application.name })}
      >
        {(application) => (
          <>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{application.name}</p>
                <p className="text-sm font-medium text-rose-700">{application.job}</p>
              </div>
              <p className="text-sm text-slate-600">
                {t.received} {application.date}
              </p>
            </div>
            <p className="mt-1 text-xs text-slate-600" data-testid="application-consent">
              {application.consented ? fill(t.consentedAt, { time: application.consented }) : t.noConsent}
            </p>
            <p className="mt-2 text-sm break-words text-slate-700" data-testid="resume-file">
              {application.originalName} · {application.type} · {application.size}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <a
                href={`/api/applications/${application.id}/resume`}
                download
                className="rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
              >
                {t.download}
                <span className="sr-only">: {application.name}</span>
              </a>
              <a href={telHref(application.phone)} className="rounded-full px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50">
                {t.call} {formatIndianPhone(application.phone)}
              </a>
              <a
                href={`mailto:${application.email}`}
                className="rounded-full px-4 py-2 font-semibold break-all text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
              >
                {t.email}
                <span className="sr-only"> {application.email}</span>
              </a>
              {application.id === confirmId ? null : (
                <AskDeleteLink listPath={listPath} id={application.id} title={application.name} />
              )}
            </div>
          </>
        )}
      </StaffList>
    </>
  );
}
