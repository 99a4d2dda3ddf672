import { Slider as SliderPrimitive } from 'radix-ui';
import { useId } from 'react';

interface SliderProps {
  label: string;
  value: number;
  onValueChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  formatValue?: (value: number) => string;
  disabled?: boolean;
}

export function Slider({
  label,
  value,
  onValueChange,
  min,
  max,
  step = 1,
  formatValue = String,
  disabled,
}: SliderProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const shown = formatValue(value);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <p id={labelId} className="text-sm font-semibold">
          {label}
        </p>
        <output htmlFor={id} className="text-sm font-semibold text-clay-800">
          {shown}
        </output>
      </div>
      <SliderPrimitive.Root
        value={[value]}
        onValueChange={([next]) => onValueChange(next)}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        className="relative mt-2 flex h-8 w-full touch-none items-center select-none data-[disabled]:opacity-60"
      >
        <SliderPrimitive.Track className="relative h-2 grow rounded-full bg-sand-300">
          <SliderPrimitive.Range className="absolute h-full rounded-full bg-clay-700" />
        </SliderPrimitive.Track>
        <SliderPrimitive.Thumb
          id={id}
          aria-labelledby={labelId}
          aria-valuetext={shown}
          className="block size-6 rounded-full border-2 border-clay-700 bg-white shadow hover:bg-clay-50"
        />
      </SliderPrimitive.Root>
    </div>
  );
}
