import { Switch as SwitchPrimitive } from 'radix-ui';

interface SwitchProps {
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  hint?: string;
  disabled?: boolean;
  className?: string;
  /** 'never': the hint is read by assistive technology only (compact layouts such as the cookie banner). */
  hintVisibleFrom?: 'always' | 'sm' | 'never';
}

export function Switch({ id, label, hint, className, hintVisibleFrom = 'always', ...props }: SwitchProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={`flex items-start justify-between gap-4 ${className ?? ''}`}>
      <div>
        <label htmlFor={id} className="text-base font-semibold leading-7">
          {label}
        </label>
        {hint ? (
          <p
            id={hintId}
            className={`text-sm text-ink-muted ${hintVisibleFrom === 'sm' ? 'sr-only sm:not-sr-only' : hintVisibleFrom === 'never' ? 'sr-only' : ''}`}
          >
            {hint}
          </p>
        ) : null}
      </div>
      <SwitchPrimitive.Root
        id={id}
        aria-describedby={hintId}
        className="relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-sand-500 bg-sand-300 transition-colors disabled:cursor-not-allowed disabled:opacity-70 data-[state=checked]:border-sage-700 data-[state=checked]:bg-sage-700"
        {...props}
      >
        <SwitchPrimitive.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </SwitchPrimitive.Root>
    </div>
  );
}
