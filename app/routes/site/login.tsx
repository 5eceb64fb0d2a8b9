import type { InputHTMLAttributes } from 'react';
import { data, redirect, useNavigation } from 'react-router';
import { Form } from '~/i18n/links';
import { signInConstraints } from '~/components/forms/constraints/signIn.generated';
import { SubmitButton } from '~/components/forms/fields';
import { localeOfRequest, localeTags } from '~/i18n/locales';
import { catalogueFor, wordsFor } from '~/i18n/words.server';
import { useWords } from '~/i18n/words';
import { asApiError } from '~/lib/api.server';
import { plural } from '~/lib/fill';
import { fieldErrors } from '~/lib/validation';
import { sayFields } from '~/i18n/rules.server';
import { getStaffSession, readCookie, safeNextPath, sessionCookie, sessionCookieName } from '~/web/auth.server';
import { pageMeta, type SiteHandle } from '~/web/page-meta';
import { readFormBody } from '~/lib/request-fields.server';
import { signIn } from '~/modules/sessions/sign-in.server';
import { signInSchema } from '~/modules/staff/staff-schema';
import type { Route } from './+types/login';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = url.searchParams.get('next');
  if (await getStaffSession(request, context)) throw redirect(safeNextPath(next));
  return {
    next: next ?? '',
    askedToSignIn: next !== null,
    signedOut: url.searchParams.has('signed-out'),
    words: wordsFor(localeOfRequest(request), 'staffLogin'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  let form: URLSearchParams;
  try {
    form = await readFormBody(request, context.config.bodyLimitBytes);
  } catch (error) {
    const refused = asApiError(error, locale);
    if (refused) return data({ fields: {}, formError: refused.message }, { status: refused.status });
    throw error;
  }
  const next = safeNextPath(String(form.get('next') ?? ''));
  const parsed = signInSchema.safeParse({ username: form.get('username') ?? '', password: form.get('password') ?? '' });
  if (!parsed.success) return data({ fields: sayFields(fieldErrors(parsed.error), locale), formError: null }, { status: 400 });

  const result = await signIn(context.database.db, context.sessionSecret, parsed.data, context.clientAddress, undefined, readCookie(request, sessionCookieName));
  const t = catalogueFor(locale).staffLogin;
  if (result.outcome === 'limited') {
    const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
    return data(
      { fields: {}, formError: plural(t.limited, minutes, localeTags[locale]) },
      { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
    );
  }
  if (result.outcome === 'invalid') return data({ fields: {}, formError: t.failed }, { status: 401 });
  if (result.outcome === 'expired') return data({ fields: {}, formError: t.oneTimePasswordExpired }, { status: 401 });
  return redirect(next, { headers: { 'Set-Cookie': sessionCookie(context, result.token, result.expiresAt) } });
}

type LoginData = Awaited<ReturnType<typeof loader>>;

export const handle: SiteHandle<LoginData> = {
  heading: (page) => ({ title: page.words.staffLogin.pageTitle, lead: page.words.staffLogin.pageLead }),
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = loaderData?.words.staffLogin;
  return [...(t ? pageMeta(matches, { title: t.pageTitle, description: t.pageLead, path: '/login' }) : []), { name: 'robots', content: 'noindex' }];
};

const signInFieldNames = ['username', 'password'] as const;

/** What each field tells the browser beyond its checks (signInConstraints). */
const signInInputs = {
  username: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
  password: { type: 'password', autoComplete: 'current-password', className: 'mt-4' },
} as const;

const signInButtonClass = 'mt-6 w-full btn btn-primary disabled:opacity-70';

/** One of the form's two fields, with the server's word on it under it. */
function SignInField({
  name,
  label,
  error,
  className = '',
  ...input
}: { name: 'username' | 'password'; label: string; error: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <label htmlFor={name} className={`block font-semibold text-slate-800 ${className}`}>
        {label}
      </label>
      <input
        id={name}
        name={name}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('staffLogin');
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const fields: Record<string, string | undefined> = actionData?.fields ?? {};
  const notice = actionData?.formError ?? (loaderData.askedToSignIn ? t.askedToSignIn : loaderData.signedOut ? t.signedOut : null);
  const isError = Boolean(actionData?.formError);
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-md px-4 py-10 sm:py-14">
        <Form method="post" className="card p-6 sm:p-8" noValidate>
          {notice ? (
            <p
              role={isError || loaderData.askedToSignIn ? 'alert' : 'status'}
              className={`mb-5 rounded-lg px-4 py-3 text-sm font-medium ${
                isError || loaderData.askedToSignIn ? 'bg-rose-50 text-rose-800 ring-1 ring-rose-200' : 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200'
              }`}
            >
              {notice}
            </p>
          ) : null}
          <input type="hidden" name="next" value={loaderData.next} />
          {signInFieldNames.map((name) => (
            <SignInField key={name} name={name} label={t[name]} error={fields[name]} {...signInInputs[name]} {...signInConstraints[name]} />
          ))}
          <SubmitButton busy={submitting} busyLabel={t.submitting} className={signInButtonClass}>
            {t.submit}
          </SubmitButton>
          <p className="mt-5 text-sm text-slate-600">{t.visitorsNote}</p>
        </Form>
      </div>
    </div>
  );
}
