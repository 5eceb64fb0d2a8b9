import { ColumnHeads } from '~/components/ui/ColumnHeads';
import { localeTags } from '~/i18n/locales';
import { useLocale } from '~/i18n/words';
import { fill } from '~/lib/fill';
import { formatRupees } from '~/lib/money';
import type { FeeClass } from '~/modules/fees/fee-heads';
import type { YearCostRow } from '~/modules/fees/fee-totals';

/** The words of the table, from the catalogue of the page that shows it (the fees page or the prospectus). */
export interface YearCostsLabels {
  classColumn: string;
  yearColumn: string;
  firstYearColumn: string;
  classes: Readonly<Record<FeeClass, string>>;
  /** With these, a column of transport a month (`perMonth`: "{amount} a month"). */
  transport?: { column: string; perMonth: string; notCharged: string };
}

/** A cell with no fee: a dash to the eye, `label` ("Not charged") to a screen reader. */
export function NotCharged({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true" className="text-slate-400">
        —
      </span>
      <span className="sr-only">{label}</span>
    </>
  );
}

/**
 * What a year costs each class (decision 0088): a year, the first year when fees are paid on joining,
 * and transport a month when the page says it beside them. One table for /fees and the prospectus.
 */
export function YearCostsTable({ rows, labels, className }: { rows: readonly YearCostRow[]; labels: YearCostsLabels; className: string }) {
  const tag = localeTags[useLocale()];
  const withAdmission = rows.some((row) => row.firstYear !== row.year);
  const transport = labels.transport && rows.some((row) => row.transportPerMonth !== undefined) ? labels.transport : undefined;
  const headers = [labels.yearColumn, ...(withAdmission ? [labels.firstYearColumn] : []), ...(transport ? [transport.column] : [])];
  return (
    <div className={className}>
      <table className="w-full border-collapse text-left text-sm">
        <ColumnHeads columns={[{ label: labels.classColumn }, ...headers.map((header) => ({ label: header, numeric: true }))]} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.feeClass} className="border-t border-slate-200">
              <th scope="row" className="px-3 py-2.5 font-semibold text-slate-900">
                {labels.classes[row.feeClass]}
              </th>
              <td className="px-3 py-2.5 text-right font-bold whitespace-nowrap text-slate-900 tabular-nums">{formatRupees(row.year, tag)}</td>
              {withAdmission ? <td className="px-3 py-2.5 text-right whitespace-nowrap text-slate-800 tabular-nums">{formatRupees(row.firstYear, tag)}</td> : null}
              {transport ? (
                <td className="px-3 py-2.5 text-right whitespace-nowrap text-slate-800 tabular-nums">
                  {row.transportPerMonth === undefined ? <NotCharged label={transport.notCharged} /> : fill(transport.perMonth, { amount: formatRupees(row.transportPerMonth, tag) })}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
