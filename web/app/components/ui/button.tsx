import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import './button.css';

export type TButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'outline-inverse';
export type TButtonSize = 'sm' | 'md' | 'lg';

function buttonClass(variant: TButtonVariant, size: TButtonSize, block: boolean, extra?: string): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');
}

type TCommon = { variant?: TButtonVariant; size?: TButtonSize; block?: boolean; children: ReactNode };

export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
  type = 'button',
  ...rest
}: TCommon & ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }) {
  return <button type={type} className={buttonClass(variant, size, block, className)} {...rest} />;
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
