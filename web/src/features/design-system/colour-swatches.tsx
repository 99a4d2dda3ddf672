const SWATCHES = [
  { name: 'ink', hex: '#3a2e28', use: 'Body text on cream and white (13.1:1)' },
  { name: 'ink-muted', hex: '#6b5a50', use: 'Secondary text (6.2:1 on cream)' },
  { name: 'cream', hex: '#fdf8f3', use: 'Page background' },
  { name: 'sand-500', hex: '#8a7868', use: 'Field borders (4.2:1, above the 3:1 needed)' },
  { name: 'clay-600', hex: '#a04e28', use: 'Primary buttons, white text (5.8:1)' },
  { name: 'clay-700', hex: '#96461f', use: 'Links and focus ring (6.2:1 on cream)' },
  { name: 'sage-700', hex: '#48633f', use: 'Calm accents and success (6.4:1 on cream)' },
  { name: 'danger-600', hex: '#b42318', use: 'Errors (6.0:1 on danger-50)' },
];

export function ColourSwatches() {
  return (
    <ul className="grid w-full gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {SWATCHES.map((swatch) => (
        <li key={swatch.name} className="overflow-hidden rounded-xl border border-sand-200">
          <div className="h-14" style={{ backgroundColor: swatch.hex }} />
          <div className="p-3 text-sm">
            <p className="font-bold">
              {swatch.name} <span className="font-mono font-normal text-ink-muted">{swatch.hex}</span>
            </p>
            <p className="text-ink-muted">{swatch.use}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
