import type { ButtonHTMLAttributes, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { buttonClass, type ButtonLook } from './button-styles';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Omit<ButtonLook, 'className'> {
  pending?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  block,
  pending = false,
  disabled,
  className,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={buttonClass({ variant, size, block, className })}
      {...props}
    >
      {pending ? <PendingMark /> : null}
      {children}
    </button>
  );
}

type ButtonLinkProps = LinkProps & Omit<ButtonLook, 'className'>;

export function ButtonLink({ variant, size, block, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, block, className })} {...props} />;
}

function PendingMark() {
  return (
    <span
      aria-hidden="true"
      className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
    />
  );
}
