import type { HTMLAttributes, ReactNode } from 'react';

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'article' | 'section' | 'li';
  children: ReactNode;
}

export const cardClass = 'rounded-2xl border border-sand-200 bg-white p-6 shadow-sm';

export function Card({ as: Element = 'div', className, children, ...props }: CardProps) {
  return (
    <Element className={`${cardClass} ${className ?? ''}`} {...props}>
      {children}
    </Element>
  );
}
