import { InfoCardList } from '~/components/ui/InfoCardList';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { useIslandWords } from '~/i18n/words';

/**
 * The mission, the vision, the values and the promises. A static island (decision 0019): a document
 * carries it as HTML only.
 */
export function MissionVisionBody() {
  const { mission, vision, valuesTitle, values, promises } = useIslandWords('missionVision');
  return (
    <div className="bg-slate-50">
      <div className="page-width [&>*]:max-w-5xl py-10 sm:py-14">
        <div className="grid gap-6 md:grid-cols-2">
          {[mission, vision].map((block, index) => (
            <section
              key={block.title}
              aria-labelledby={`block-${index}`}
              className={`rounded-2xl p-6 shadow-sm sm:p-8 ${index === 0 ? 'bg-brand-800 text-white' : 'bg-white ring-1 ring-slate-200'}`}
            >
              <h2 id={`block-${index}`} className={`font-serif text-2xl font-bold ${index === 0 ? 'text-amber-300' : 'text-brand-900'}`}>
                {block.title}
              </h2>
              <p className={`mt-3 text-lg leading-relaxed ${index === 0 ? 'text-white/95' : 'text-slate-700'}`}>{block.text}</p>
            </section>
          ))}
        </div>

        <section aria-labelledby="values-title" className="mt-12">
          <SectionTitle id="values-title">{valuesTitle}</SectionTitle>
          <InfoCardList items={values} />
        </section>

        <section aria-labelledby="promises-title" className="mt-12 rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200 sm:p-8">
          <SectionTitle id="promises-title" small>{promises.title}</SectionTitle>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-800">
            {promises.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
