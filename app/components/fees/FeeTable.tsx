import { localeTags } from '~/i18n/locales';
import { StaffText } from '~/i18n/staff-text';
import { useIslandWords, useLocale } from '~/i18n/words';
import { formatRupees } from '~/lib/money';
import { feeClasses, feeHeads, otherFeeHeads, type FeeHead, type FeeSessionStatus, type OtherFeeHead, type OtherFeeHeadName } from '~/modules/fees/fee-heads';
import type { FeeAmounts } from '~/modules/fees/fee-heads';
import { yearCostRows, type ClassFeeTotals, type YearCostRow } from '~/modules/fees/fee-totals';
import { fill } from '~/lib/fill';
import { NotCharged, YearCostsTable } from './YearCostsTable';

/** What the public page shows of a session: its table and the names of its own heads. */
export interface PublishedFees {
  session: string;
  status: FeeSessionStatus;
  otherHeads: OtherFeeHeadName[];
  fees: FeeAmounts;
}

/** A head's name in the page's language: the catalogue's, or the session's own (with its Hindi twin). */
function HeadName({ head, otherHeads }: { head: FeeHead; otherHeads: OtherFeeHeadName[] }) {
  const t = useIslandWords('feeStructure');
  const slot = otherFeeHeads.indexOf(head as OtherFeeHead);
  if (slot === -1) return <>{t.heads[head as keyof typeof t.heads]}</>;
  const named = otherHeads[slot];
  if (!named) return null;
  // Said as the standard heads' names say it: "Smart class (per month)"; a yearly head says nothing.
  const suffix = named.frequency === 'yearly' ? null : t.frequencySuffix[named.frequency];
  return (
    <>
      <StaffText en={named.name} hi={named.nameHi} />
      {suffix ? ` ${suffix}` : null}
    </>
  );
}

/**
 * What a year costs each class (decision 0088): on a wide screen a table of its own under the fees,
 * on a phone the end of each class's card. The words say what is counted and what is not.
 */
function YearTotals({ rows }: { rows: readonly YearCostRow[] }) {
  const t = useIslandWords('feeStructure');
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="fee-totals-title" className="mt-8 hidden md:block" data-testid="fee-totals">
      <h3 id="fee-totals-title" className="font-serif text-xl font-bold text-brand-900">
        {t.totalsTitle}
      </h3>
      <p className="mt-1 max-w-3xl text-slate-700">{t.totalsLead}</p>
      <YearCostsTable
        rows={rows}
        labels={{ ...t, transport: { column: t.transportColumn, perMonth: t.perMonth, notCharged: t.notCharged } }}
        className="mt-4 max-w-3xl overflow-x-auto card"
      />
    </section>
  );
}

/** The end of a phone's class card: what a year costs the class. */
function CardTotals({ totals, tag }: { totals: ClassFeeTotals | undefined; tag: string }) {
  const t = useIslandWords('feeStructure');
  if (!totals) return null;
  return (
    <div className="mt-3 rounded-xl bg-brand-50 p-3 text-brand-950" data-testid="fee-card-totals">
      <p className="flex items-baseline justify-between gap-4 font-bold">
        <span>{t.yearTotal}</span>
        <span className="whitespace-nowrap tabular-nums">{formatRupees(totals.year, tag)}</span>
      </p>
      {totals.firstYear !== totals.year ? (
        <p className="mt-1 flex items-baseline justify-between gap-4 text-sm">
          <span>{t.firstYearTotal}</span>
          <span className="font-semibold whitespace-nowrap tabular-nums">{formatRupees(totals.firstYear, tag)}</span>
        </p>
      ) : null}
      {totals.transportPerMonth !== undefined ? (
        <p className="mt-1 text-sm">{fill(t.transportExtra, { amount: formatRupees(totals.transportPerMonth, tag) })}</p>
      ) : null}
    </div>
  );
}

/**
 * A session's fees for parents: a table with the class column fixed where there is room (a parent
 * compares classes), and a card per class on a phone (a parent reads their child's class, top to
 * bottom, without sliding sideways). Only the classes and heads the session charges are shown.
 */
export function FeeTable({ fees }: { fees: PublishedFees }) {
  const t = useIslandWords('feeStructure');
  const tag = localeTags[useLocale()];
  const classes = feeClasses.filter((feeClass) => Object.keys(fees.fees[feeClass] ?? {}).length > 0);
  const heads = feeHeads.filter((head) => classes.some((feeClass) => fees.fees[feeClass]?.[head] !== undefined));
  // Added up once: the wide screen's table and the phone's cards show the same totals.
  const yearCosts = yearCostRows(fees.fees, fees.otherHeads);
  const amountOf = (feeClass: (typeof classes)[number], head: FeeHead) => {
    const amount = fees.fees[feeClass]?.[head];
    return amount === undefined ? undefined : formatRupees(amount, tag);
  };
  return (
    <>
      <div className="hidden overflow-x-auto card md:block" data-testid="fee-table">
        <table className="w-full border-collapse text-left text-sm">
          <thead className="bg-brand-900 text-white">
            <tr>
              <th scope="col" className="sticky left-0 z-10 bg-brand-900 px-4 py-3 font-semibold">
                {t.classColumn}
              </th>
              {heads.map((head) => (
                <th key={head} scope="col" className="px-3 py-3 text-right align-bottom font-semibold">
                  <HeadName head={head} otherHeads={fees.otherHeads} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {classes.map((feeClass) => (
              <tr key={feeClass} className="border-t border-slate-200 odd:bg-white even:bg-slate-50">
                <th scope="row" className="sticky left-0 z-10 bg-inherit px-4 py-3 font-semibold whitespace-nowrap text-slate-900">
                  {t.classes[feeClass]}
                </th>
                {heads.map((head) => {
                  const amount = amountOf(feeClass, head);
                  return (
                    <td key={head} className="px-3 py-3 text-right whitespace-nowrap text-slate-800 tabular-nums">
                      {amount ?? <NotCharged label={t.notCharged} />}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <nav aria-label={t.jumpToClass} className="md:hidden">
        <ul className="flex flex-wrap gap-2">
          {classes.map((feeClass, index) => (
            <li key={feeClass}>
              <a href={`#fee-class-${index}`} className="inline-block rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-slate-300">
                {t.classes[feeClass]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 md:hidden" data-testid="fee-cards">
        {classes.map((feeClass, index) => (
          <li key={feeClass} id={`fee-class-${index}`} className="scroll-mt-4 card p-5">
            <h3 className="font-serif text-lg font-bold text-brand-900">{t.classes[feeClass]}</h3>
            <dl className="mt-3 divide-y divide-slate-100">
              {heads
                .filter((head) => amountOf(feeClass, head) !== undefined)
                .map((head) => (
                  <div key={head} className="flex items-baseline justify-between gap-4 py-2">
                    <dt className="text-slate-700">
                      <HeadName head={head} otherHeads={fees.otherHeads} />
                    </dt>
                    <dd className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">{amountOf(feeClass, head)}</dd>
                  </div>
                ))}
            </dl>
            <CardTotals totals={yearCosts.find((row) => row.feeClass === feeClass)} tag={tag} />
          </li>
        ))}
      </ul>
      <YearTotals rows={yearCosts} />
    </>
  );
}
