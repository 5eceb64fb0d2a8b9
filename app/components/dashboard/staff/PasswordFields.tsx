import { TextField } from '~/components/dashboard/fields';
import { changePasswordConstraints } from '~/components/forms/constraints/changePassword.generated';
import { useWords } from '~/i18n/words';
import { passwordLength } from '~/modules/staff/password-length';

/** A new password (a new account's, or one's own): its rule as the hint, its minimum, no maximum in the browser. */
export function NewPasswordField({ id, label, checks, error }: { id: string; label: string; checks: { required?: boolean }; error: string | undefined }) {
  const t = useWords('dashboardStaff');
  return (
    <TextField
      id={id}
      name="password"
      {...checks}
      type="password"
      label={label}
      hint={t.passwordHint}
      error={error}
      autoComplete="new-password"
      minLength={passwordLength.min}
    />
  );
}

/**
 * The fields of changing one's own password (the staff screen's form, and choosing one's own after a
 * one-time password): the password in use, the new one, the new one again. The browser's checks are
 * read from the schema the action validates with (decision 0048).
 */
export function ChangePasswordFields({ currentLabel, errors }: { currentLabel: string; errors: Record<string, string> | undefined }) {
  const t = useWords('dashboardStaff');
  const checks = changePasswordConstraints;
  return (
    <>
      <TextField name="currentPassword" {...checks.currentPassword} type="password" label={currentLabel} error={errors?.currentPassword} autoComplete="current-password" />
      <NewPasswordField id="my-new-password" label={t.newPassword} checks={checks.password} error={errors?.password} />
      <TextField id="my-new-confirm" name="confirmPassword" {...checks.confirmPassword} type="password" label={t.confirmNewPassword} error={errors?.confirmPassword} autoComplete="new-password" />
    </>
  );
}
