import { redirect } from 'react-router';
import { TextField } from '~/components/dashboard/fields';
import { newStaffAccountConstraints } from '~/components/forms/constraints/newStaffAccount.generated';
import { ManageList } from '~/components/dashboard/ManageList';
import { ChangePasswordFields, NewPasswordField } from '~/components/dashboard/staff/PasswordFields';
import { StaffForm, StaffPageHeader } from '~/components/dashboard/StaffForm';
import { useWords } from '~/i18n/words';
import { fill } from '~/lib/fill';
import { parseId } from '~/lib/validation';
import { clearedSessionCookie, readCookie, requireStaff, sessionCookieName } from '~/web/auth.server';
import { formatUploadDate } from '~/lib/dates';
import { withFlash } from '~/web/flash.server';
import { log } from '~/lib/log.server';
import { handleStaffForm } from '~/web/staff-forms.server';
import { addStaffAccountFromForm, changeOwnPasswordFromForm, LastStaffAccountError, listStaff, oneTimePasswordDays, oneTimePasswordExpired, removeStaff, setStaffLocale } from '~/modules/staff/staff.server';
import { catalogueFor } from '~/i18n/words.server';
import { localeNames, locales, localeTags } from '~/i18n/locales';
import type { Route } from './+types/accounts';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffLocale, staffWords } from '../staff-words.server';

const screenPath = '/dashboard/staff';

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = staffLocale(context);
  const t = staffCatalogue(context).dashboardStaff;
  const { staff: me } = await requireStaff(request, context);
  const accounts = await listStaff(context.database.db);
  return {
    myLocale: me.locale,
    confirmId: parseId(new URL(request.url).searchParams.get('confirm') ?? undefined),
    items: accounts.map((account) => ({
      id: account.id,
      title: account.id === me.id ? `${account.username} ${t.you}` : account.username,
      detail: [
        fill(t.created, { date: formatUploadDate(account.createdAt, locale) }),
        account.lastSignInAt ? fill(t.lastSignIn, { date: formatUploadDate(account.lastSignInAt, locale) }) : t.neverSignedIn,
        // Still on the password a colleague set (decision 0086): until when it signs in, or that it no longer does.
        ...(account.oneTimePasswordUntil === null
          ? []
          : [fill(oneTimePasswordExpired(account) ? t.oneTimeExpired : t.oneTimeUntil, { date: formatUploadDate(account.oneTimePasswordUntil, locale) })]),
      ].join(' · '),
      cannotDelete: accounts.length <= 1 ? t.onlyAccount : undefined,
    })),
    words: staffWords(context, 'dashboardStaff'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.database;
  const words = staffCatalogue(context);
  const t = words.dashboardStaff;
  // One read of the body for every intent: the delete step too goes through handleStaffForm.
  return handleStaffForm(request, context, {}, async (submission) => {
    const { staff: me } = await requireStaff(request, context);
    // Which of the screen's forms was sent: the button's, not the account's, so no schema sees it.
    const { intent, ...accountFields } = submission.fields;
    if (intent === 'delete') {
      const id = parseId(String(submission.fields.id ?? ''));
      try {
        const removed = id !== undefined && (await removeStaff(db, id));
        if (removed) log.info('staff account removed', { by: me.username, id });
        if (removed && id === me.id) {
          // Removing oneself signs one out: the session went with the account.
          return redirect('/login?signed-out', { headers: { 'Set-Cookie': clearedSessionCookie(context) } });
        }
        return redirect(screenPath, withFlash(context, removed ? t.removed : words.staff.manage.alreadyGone, removed ? 'success' : 'error'));
      } catch (error) {
        if (error instanceof LastStaffAccountError) return redirect(screenPath, withFlash(context, t.onlyAccount, 'error'));
        throw error;
      }
    }
    if (intent === 'language') {
      const locale = await setStaffLocale(db, me.id, submission.fields.locale);
      log.info('staff dashboard language chosen', { username: me.username, locale });
      // Said in the language just chosen, as the next screen is.
      return redirect(screenPath, withFlash(context, catalogueFor(locale).dashboardStaff.languageSaved));
    }
    if (intent === 'add') {
      const added = await addStaffAccountFromForm(db, accountFields);
      log.info('staff account added', { by: me.username, username: added.username });
      return redirect(screenPath, withFlash(context, fill(t.added, { username: added.username, days: oneTimePasswordDays.toLocaleString(localeTags[staffLocale(context)]) })));
    }
    await changeOwnPasswordFromForm(db, context.sessionSecret, me, accountFields, readCookie(request, sessionCookieName) ?? '');
    log.info('staff password changed', { username: me.username });
    return redirect(screenPath, withFlash(context, t.changed));
  });
}

/**
 * The browser's checks for each field of the add form, from the schema its action validates with
 * (decision 0048); a password's field is given no maxLength (isPasswordField).
 */
const addChecks = newStaffAccountConstraints;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardStaff.title);

export default function StaffAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardStaff');
  // A refusal of the whole body (too long) carries no intent: it is shown at the first form.
  const failureOf = (intent: string) => ((actionData?.values.intent ?? 'add') === intent ? actionData : undefined);
  const add = failureOf('add');
  const change = failureOf('password');
  const language = failureOf('language');
  return (
    <>
      <StaffPageHeader title={t.title} lead={t.lead} />
      <ManageList items={loaderData.items} confirmId={loaderData.confirmId} listPath={screenPath} emptyMessage="" itemWord={t.itemWord} />

      <h2 className="mt-10 font-serif text-2xl font-bold text-brand-900">{t.addTitle}</h2>
      <StaffForm failure={add} submitLabel={t.add} pendingLabel={t.adding}>
        <input type="hidden" name="intent" value="add" />
        <TextField
          name="username"
          {...addChecks.username}
          label={t.username}
          hint={t.usernameHint}
          defaultValue={add?.values.username ?? ''}
          error={add?.error.fields.username}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <NewPasswordField id="new-account-password" label={t.password} checks={addChecks.password} error={add?.error.fields.password} />
        <TextField id="new-account-confirm" name="confirmPassword" {...addChecks.confirmPassword} type="password" label={t.confirmPassword} error={add?.error.fields.confirmPassword} autoComplete="new-password" />
      </StaffForm>

      <h2 className="mt-10 font-serif text-2xl font-bold text-brand-900">{t.changeTitle}</h2>
      <StaffForm failure={change} submitLabel={t.change} pendingLabel={t.changing}>
        <input type="hidden" name="intent" value="password" />
        <ChangePasswordFields currentLabel={t.currentPassword} errors={change?.error.fields} />
      </StaffForm>

      <h2 className="mt-10 font-serif text-2xl font-bold text-brand-900">{t.languageTitle}</h2>
      <StaffForm failure={language} submitLabel={t.languageSave} pendingLabel={t.languageSaving}>
        <input type="hidden" name="intent" value="language" />
        <fieldset aria-describedby="my-language-lead">
          <legend className="sr-only">{t.languageTitle}</legend>
          <p id="my-language-lead" className="text-slate-700">
            {t.languageLead}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            {locales.map((locale) => (
              <label key={locale} className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-4 has-checked:border-brand-700 has-checked:bg-brand-50">
                <input type="radio" name="locale" value={locale} required defaultChecked={locale === loaderData.myLocale} className="h-5 w-5 accent-brand-700" />
                <span lang={localeTags[locale]} className="font-semibold">
                  {localeNames[locale]}
                </span>
              </label>
            ))}
          </div>
          {language?.error.fields.locale ? <p className="mt-2 font-semibold text-red-700">{language.error.fields.locale}</p> : null}
        </fieldset>
      </StaffForm>
    </>
  );
}
