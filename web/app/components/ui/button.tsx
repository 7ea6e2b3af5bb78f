import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import './button.css';

export type TButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'outline-inverse';
export type TButtonSize = 'sm' | 'md' | 'lg';

function buttonClass(variant: TButtonVariant, size: TButtonSize, block: boolean, extra?: string): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');
}

type TCommon = { variant?: TButtonVariant; size?: TButtonSize; block?: boolean; children: ReactNode };

/**
 * `isBusy`: while the change it started runs, the button says so (aria-busy, aria-disabled) and a
 * click does not reach `onClick`; it stays focusable, unlike `disabled`, so focus is not lost.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
  type = 'button',
  isBusy = false,
  onClick,
  ...rest
}: TCommon & ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement>; isBusy?: boolean }) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, block, className)}
      aria-disabled={isBusy || undefined}
      aria-busy={isBusy || undefined}
      onClick={isBusy ? undefined : onClick}
      {...rest}
    />
  );
}

/** A link that looks like a button; external or not-yet-routed targets can use `reloadDocument`. */
export function LinkButton({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
  ...rest
}: TCommon & LinkProps) {
  return <Link className={buttonClass(variant, size, block, className)} {...rest} />;
}

/** A plain anchor that looks like a button, for mailto: and other-site targets. */
export function AnchorButton({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
  ...rest
}: TCommon & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={buttonClass(variant, size, block, className)} {...rest} />;
}
