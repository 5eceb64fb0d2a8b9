export interface InfoCard {
  title: string;
  text: string;
}

/** Short titled paragraphs as white cards in a grid (values, highlights…). */
export function InfoCardList({ items, columns = 'sm:grid-cols-2' }: { items: readonly InfoCard[]; columns?: string }) {
  return (
    <ul className={`mt-6 grid gap-4 ${columns}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h3 className="font-bold text-slate-900">{item.title}</h3>
          <p className="mt-1.5 text-slate-700">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
