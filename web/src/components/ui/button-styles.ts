export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger' | 'inverse' | 'outline-inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
}

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-clay-600 text-white shadow-sm hover:bg-clay-800 active:bg-clay-800',
  secondary: 'border border-clay-600 bg-white text-clay-700 hover:bg-clay-50',
  quiet: 'text-clay-700 underline-offset-4 hover:bg-clay-50 hover:underline',
  danger: 'bg-danger-600 text-white shadow-sm hover:bg-danger-800',
  inverse: 'bg-white text-clay-800 shadow-sm hover:bg-clay-50',
  'outline-inverse': 'border-2 border-white text-white hover:bg-white/10',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-4 text-sm',
  md: 'min-h-11 px-5 text-base',
  lg: 'min-h-12 px-7 text-lg',
};

export function buttonClass({ variant = 'primary', size = 'md', block = false, className }: ButtonLook = {}): string {
  return [base, variants[variant], sizes[size], block ? 'w-full' : '', className ?? ''].filter(Boolean).join(' ');
}

export const buttonStyles = {
  primary: buttonClass({ variant: 'primary' }),
  secondary: buttonClass({ variant: 'secondary' }),
  quiet: buttonClass({ variant: 'quiet' }),
};

export const linkStyles =
  'font-semibold text-clay-700 underline underline-offset-4 hover:text-clay-800 hover:decoration-2';
