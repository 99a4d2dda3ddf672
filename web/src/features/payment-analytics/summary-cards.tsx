export interface SummaryCard {
  label: string;
  value: string;
  hint: string;
}

/** The four headline figures, as a list of labelled values. */
export function SummaryCards({ cards, label }: { cards: SummaryCard[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.label} className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
          <p className="text-sm font-semibold text-ink-muted">{card.label}</p>
          <p className="mt-1 text-3xl font-extrabold tabular-nums">{card.value}</p>
          <p className="mt-1 text-sm text-ink-muted">{card.hint}</p>
        </li>
      ))}
    </ul>
  );
}
