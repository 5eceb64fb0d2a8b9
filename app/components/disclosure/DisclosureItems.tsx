import type { ReactNode } from 'react';
import { DownloadIcon } from '~/components/notices/CircularLink';
import { localeTags } from '~/i18n/locales';
import { useIslandWords, useLocale } from '~/i18n/words';
import { formatNoticeDate } from '~/lib/dates';
import { fileSizeParts } from '~/lib/file-size';
import { fill } from '~/lib/fill';
import type { DisclosureSlotView } from '~/modules/disclosure/disclosure.server';

/**
 * One section of the disclosure as the appendix lays it out: numbered items, each its information
 * and its details. A list rather than a table, so that on a phone the details sit under their item
 * without sliding sideways; from 640 px the three columns line up as the appendix's table.
 */
export function DisclosureSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const t = useIslandWords('disclosure');
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="card p-5 sm:p-6" data-testid={`disclosure-${id}`}>
      <h2 id={`${id}-title`} className="font-serif text-xl font-bold text-brand-900 sm:text-2xl">
        {title}
      </h2>
      <div aria-hidden="true" className="mt-4 hidden grid-cols-[3rem_1fr_1fr] gap-4 border-b border-slate-200 pb-2 text-sm font-semibold text-slate-500 sm:grid">
        <span>{t.serial}</span>
        <span>{t.information}</span>
        <span>{t.details}</span>
      </div>
      <ol className="divide-y divide-slate-100">{children}</ol>
    </section>
  );
}

export function DisclosureItem({ number, label, children }: { number: number; label: string; children: ReactNode }) {
  return (
    <li className="grid gap-1 py-3 sm:grid-cols-[3rem_1fr_1fr] sm:gap-4">
      <span className="hidden font-semibold text-slate-500 sm:block">{number}</span>
      <span className="font-semibold text-slate-800">
        <span className="text-slate-500 sm:hidden">{number}. </span>
        {label}
      </span>
      <div className="break-words text-slate-700">{children}</div>
    </li>
  );
}

/** A slot's details: its PDF with its size and validity, or why there is none. */
export function SlotDetails({ view }: { view: DisclosureSlotView }) {
  const t = useIslandWords('disclosure');
  const locale = useLocale();
  if (view.state === 'not-applicable') return <span className="text-slate-600">{t.notApplicable}</span>;
  const { document } = view;
  if (!document) return <span className="text-slate-500 italic">{t.notUploaded}</span>;
  const size = fileSizeParts(document.file.size, localeTags[locale]);
  return (
    <span className="flex flex-col items-start gap-1" data-testid={`slot-${view.slot}`}>
      <a href={document.file.url} type="application/pdf" className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline hover:text-brand-900">
        <DownloadIcon aria-hidden="true" className="shrink-0" />
        {fill(t.view, { size: fill(t[size.unit], { amount: size.amount }) })}
      </a>
      {document.validUntil ? (
        view.state === 'expired' ? (
          <span className="text-sm font-semibold text-rose-800">{fill(t.validityEnded, { date: formatNoticeDate(document.validUntil, locale) })}</span>
        ) : (
          <span className="text-sm text-slate-600">{fill(t.validUntil, { date: formatNoticeDate(document.validUntil, locale) })}</span>
        )
      ) : null}
    </span>
  );
}

/**
 * A table for a wide screen that becomes a card per row on a phone: each cell then carries its
 * column's name before it (`data-label`), so nothing slides sideways at 390 px.
 */
export function StackedTable({ caption, columns, rows, testId }: { caption: string; columns: string[]; rows: ReactNode[][]; testId: string }) {
  return (
    <table className="mt-3 block w-full text-left sm:table" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead className="hidden sm:table-header-group">
        <tr className="border-b border-slate-200 text-sm text-slate-500">
          {columns.map((column) => (
            <th key={column} scope="col" className="py-2 pr-4 font-semibold">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-3 sm:table-row-group sm:space-y-0">
        {rows.map((cells, row) => (
          <tr key={row} className="block rounded-xl p-3 ring-1 ring-slate-200 sm:table-row sm:rounded-none sm:p-0 sm:ring-0 sm:[&:not(:last-child)]:border-b sm:[&:not(:last-child)]:border-slate-100">
            {cells.map((cell, column) => (
              <td
                key={columns[column]}
                data-label={columns[column]}
                className="flex justify-between gap-4 py-1 text-slate-800 before:font-semibold before:text-slate-500 before:content-[attr(data-label)] sm:table-cell sm:py-2 sm:pr-4 sm:before:content-none"
              >
                <span className="text-right sm:text-left">{cell}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
