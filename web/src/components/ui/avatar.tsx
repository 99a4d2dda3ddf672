import { Avatar as AvatarPrimitive } from 'radix-ui';

type AvatarSize = 'sm' | 'md' | 'lg';

const sizes: Record<AvatarSize, string> = {
  sm: 'size-8 text-sm',
  md: 'size-12 text-base',
  lg: 'size-20 text-2xl',
};

interface AvatarProps {
  name: string;
  src?: string | null;
  size?: AvatarSize;
  alt?: string;
}

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function Avatar({ name, src, size = 'md', alt = '' }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={`inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-clay-100 align-middle font-bold text-clay-800 ${sizes[size]}`}
    >
      {src ? <AvatarPrimitive.Image src={src} alt={alt} className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback delayMs={src ? 400 : undefined} aria-hidden={alt ? undefined : true}>
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
