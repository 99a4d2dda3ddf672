const base =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-clay-600 text-white hover:bg-clay-700`,
  secondary: `${base} border border-clay-600 bg-white text-clay-700 hover:bg-clay-50`,
  quiet: `${base} text-clay-700 underline-offset-4 hover:underline`,
};

export const linkStyles = 'font-semibold text-clay-700 underline underline-offset-4 hover:text-clay-800';
