/** The eyebrow, h2 and lead that open each home-page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  tone = 'light',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone?: 'light' | 'dark';
}) {
  const dark = tone === 'dark';
  return (
    <div className="max-w-3xl">
      {eyebrow ? (
        <p className={`text-sm font-semibold tracking-wider uppercase ${dark ? 'text-amber-300' : 'text-rose-700'}`}>{eyebrow}</p>
      ) : null}
      <h2 id={id} className={`mt-1 font-serif text-3xl font-bold sm:text-4xl ${dark ? 'text-white' : 'text-brand-900'}`}>
        {title}
      </h2>
      {lead ? <p className={`mt-3 text-lg leading-relaxed ${dark ? 'text-white/90' : 'text-slate-700'}`}>{lead}</p> : null}
    </div>
  );
}
