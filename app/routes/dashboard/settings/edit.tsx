import type { ReactNode } from 'react';
import { redirect } from 'react-router';
import { CurrentPhoto } from '~/components/dashboard/CurrentPhoto';
import { BilingualField, PhotoField, RemovePhotoField, SelectField, TextField } from '~/components/dashboard/fields';
import { settingsConstraints } from '~/components/forms/constraints/settings.generated';
import { StaffForm, StaffPageHeader } from '~/components/dashboard/StaffForm';
import { useLocaleTag, useWords } from '~/i18n/words';
import { fill } from '~/lib/fill';
import type { FieldConstraints } from '~/lib/form-constraints';
import { mapLinkOf } from '~/lib/map-link';
import { formatIndianPhone } from '~/lib/phone';
import { parseOrThrow } from '~/lib/validation';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, photoChangeFrom, validFields } from '~/web/staff-forms.server';
import { formFieldOfSettingsPath, settingsFormHoursLines, settingsFormSchema, settingsFromForm } from '~/modules/settings/settings-form';
import { siteSettingsChangeSchema } from '~/modules/settings/settings-schema';
import { schoolBoards } from '~/modules/settings/school-boards';
import { changeSiteSettings, getHeroPoster, getSiteSettings } from '~/modules/settings/settings.server';
import type { Route } from './+types/edit';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.database;
  const settings = await getSiteSettings(db);
  return { settings, poster: await getHeroPoster(db, settings), words: staffWords(context, 'dashboardSettings') };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: 'removable' }, async (submission) => {
    const form = validFields(settingsFormSchema, submission);
    const change = parseOrThrow(siteSettingsChangeSchema, settingsFromForm(form), formFieldOfSettingsPath);
    await changeSiteSettings(context.database.db, context.files, change, photoChangeFrom(submission));
    return redirect('/dashboard/settings', withFlash(context, staffCatalogue(context).dashboardSettings.saved));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardSettings.title);

/**
 * The browser's checks for each field, from the rules of the settings they make up (decision 0048),
 * by the field's name: the phones' and hours lines' are numbered.
 */
const c: Readonly<Record<string, FieldConstraints>> = settingsConstraints;

function Section({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0">
      <legend className="font-serif text-xl font-bold text-brand-900">{legend}</legend>
      {hint ? <p className="-mt-3 text-sm text-slate-600">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

export default function SettingsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, poster } = loaderData;
  const t = useWords('dashboardSettings');
  const typed = actionData?.values;
  const errors = actionData?.error.fields ?? {};
  // After a refusal, what was typed; otherwise what is saved.
  const value = (name: string, saved: string | number | null | undefined) => typed?.[name] ?? (saved === null || saved === undefined ? '' : String(saved));
  // A field's name, its checks, what it shows and its error.
  const field = (name: string, saved: string | number | null | undefined) => ({ name, ...c[name], defaultValue: value(name, saved), error: errors[name] });
  const localeTag = useLocaleTag();
  const mapNow = t.mapNow.split('{position}');
  const place = settings.mapLatitude !== null && settings.mapLongitude !== null ? { latitude: settings.mapLatitude, longitude: settings.mapLongitude } : null;
  const hoursLines = Array.from({ length: settingsFormHoursLines }, (_, i) => i + 1);
  // What the fields show, by name: a text and its Hindi twin (`schoolNameHi`, `hoursDays1Hi`).
  const values: Record<string, string> = {
    schoolName: value('schoolName', settings.schoolName),
    schoolNameHi: value('schoolNameHi', settings.schoolNameHi),
    tagline: value('tagline', settings.tagline),
    taglineHi: value('taglineHi', settings.taglineHi),
    address: value('address', settings.address),
    addressHi: value('addressHi', settings.addressHi),
    boardName: value('boardName', settings.boardName),
    boardNameHi: value('boardNameHi', settings.boardNameHi),
    ...Object.fromEntries(
      hoursLines.flatMap((n) => {
        const line = settings.hours[n - 1];
        return [
          [`hoursDays${n}`, value(`hoursDays${n}`, line?.days)],
          [`hoursDays${n}Hi`, value(`hoursDays${n}Hi`, line?.daysHi)],
          [`hoursTime${n}`, value(`hoursTime${n}`, line?.time)],
          [`hoursTime${n}Hi`, value(`hoursTime${n}Hi`, line?.timeHi)],
        ];
      }),
    ),
  };
  const twin = { constraints: c, values, errors };
  return (
    <>
      <StaffPageHeader title={t.title} lead={t.lead} />
      <StaffForm failure={actionData} submitLabel={t.submit} pendingLabel={t.submitting} withFile>
        <Section legend={t.school}>
          <BilingualField name="schoolName" label={t.schoolName} {...twin} />
          <BilingualField name="tagline" label={t.tagline} {...twin} />
        </Section>
        <Section legend={t.contact}>
          <div className="grid gap-5 sm:grid-cols-3">
            {[1, 2, 3].map((n) => (
              <TextField
                key={n}
                {...field(`phone${n}`, settings.phones[n - 1])}
                type="tel"
                label={fill(t.phone, { n })}
                // The first phone also says what is wrong with the phones as a whole.
                error={errors[`phone${n}`] ?? (n === 1 ? errors.phones : undefined)}
              />
            ))}
          </div>
          <p className="-mt-3 text-sm text-slate-600">{t.phoneHint}</p>
          <TextField {...field('email', settings.email)} type="email" label={t.email} />
          <BilingualField name="address" label={t.address} rows={3} {...twin} />
          <TextField {...field('mapLink', place ? mapLinkOf(place.latitude, place.longitude) : '')} inputMode="url" label={t.mapLink} hint={t.mapLinkHint} />
          <p className="-mt-3 text-sm text-slate-600" data-testid="map-now">
            {place ? (
              <>
                {mapNow[0]}
                <a href={mapLinkOf(place.latitude, place.longitude)} className="font-semibold text-brand-800 underline" target="_blank" rel="noopener noreferrer">
                  {[place.latitude, place.longitude].map((n) => n.toLocaleString(localeTag, { maximumFractionDigits: 6 })).join(', ')}
                </a>
                {mapNow[1]}
              </>
            ) : (
              t.mapNone
            )}
          </p>
          <TextField
            {...field('whatsapp', settings.whatsapp === '' ? '' : formatIndianPhone(`+${settings.whatsapp}`))}
            type="tel"
            label={t.whatsapp}
            hint={t.whatsappHint}
          />
        </Section>
        <Section legend={t.board} hint={t.boardHint}>
          <SelectField {...field('board', settings.board)} label={t.boardChoice} options={schoolBoards.map((board) => ({ value: board, label: t.boards[board] }))} />
          <BilingualField name="boardName" label={t.boardName} hint={t.boardNameHint} {...twin} />
          <div className="grid gap-5 sm:grid-cols-3">
            {(['affiliationNumber', 'schoolCode', 'udiseCode'] as const).map((name) => (
              <TextField key={name} {...field(name, settings[name])} label={t[name]} />
            ))}
          </div>
          <p className="-mt-3 text-sm text-slate-600">{t.udiseCodeHint}</p>
        </Section>
        <Section legend={t.rte}>
          <TextField {...field('rtePortalUrl', settings.rtePortalUrl)} type="url" label={t.rtePortalUrl} hint={t.rtePortalHint} />
        </Section>
        <Section legend={t.hours} hint={t.hoursHint}>
          {hoursLines.map((n) => (
            <div key={n} className="space-y-3">
              <BilingualField name={`hoursDays${n}`} label={fill(t.hoursDays, { n })} {...twin} />
              <BilingualField name={`hoursTime${n}`} label={fill(t.hoursTime, { n })} {...twin} />
            </div>
          ))}
        </Section>
        <Section legend={t.social} hint={t.socialHint}>
          {(['facebook', 'instagram', 'youtube', 'x'] as const).map((name) => (
            <TextField key={name} {...field(name, settings.social[name])} type="url" label={t[name]} />
          ))}
        </Section>
        <Section legend={t.hero}>
          <PhotoField
            label={poster ? t.heroPosterNew : t.heroPoster}
            error={errors.photo}
            current={poster ? <CurrentPhoto image={poster} alt={t.heroPoster} /> : <p className="text-sm text-slate-600">{t.heroPosterBuiltIn}</p>}
          />
          <p className="-mt-3 text-sm text-slate-600">{t.heroPosterHint}</p>
          {poster ? <RemovePhotoField label={t.heroPosterRemove} /> : null}
          <TextField {...field('heroVideoUrl', settings.heroVideoUrl)} label={t.heroVideoUrl} hint={t.heroVideoHint} />
        </Section>
      </StaffForm>
    </>
  );
}
