export function HeroIllustration() {
  return (
    <svg viewBox="0 0 400 320" aria-hidden="true" focusable="false" className="h-auto w-full max-w-md">
      <circle cx="300" cy="70" r="36" fill="#f2c7ab" />
      <path d="M0 250c70-40 140-40 200-10s130 30 200-10v90H0z" fill="#c9d8bf" />
      <path d="M0 280c80-30 150-25 210 0s120 20 190-5v45H0z" fill="#48633f" opacity="0.25" />
      <g>
        <path d="M40 190l50-42 50 42v70H40z" fill="#a04e28" />
        <rect x="78" y="222" width="24" height="38" rx="3" fill="#fdf8f3" />
        <path d="M150 175l60-50 60 50v85H150z" fill="#96461f" />
        <path d="M210 228s-17-10-17-22a9 9 0 0 1 17-4 9 9 0 0 1 17 4c0 12-17 22-17 22z" fill="#fdf8f3" />
        <path d="M280 200l40-34 40 34v60h-80z" fill="#48633f" />
        <rect x="308" y="228" width="24" height="32" rx="3" fill="#fdf8f3" />
      </g>
      <g fill="#3a2e28">
        <circle cx="120" cy="262" r="7" />
        <rect x="114" y="270" width="12" height="22" rx="5" />
        <circle cx="138" cy="270" r="5" />
        <rect x="134" y="276" width="9" height="16" rx="4" />
        <circle cx="262" cy="262" r="7" />
        <rect x="256" y="270" width="12" height="22" rx="5" />
        <circle cx="244" cy="270" r="5" />
        <rect x="240" y="276" width="9" height="16" rx="4" />
      </g>
    </svg>
  );
}
