import type { ButtonHTMLAttributes } from 'react';
import { cx } from '../lib/cx.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export function Button({ variant = 'secondary', type = 'button', className, ...rest }: ButtonProps) {
  return <button {...rest} type={type} className={cx('pc-button', `pc-button--${variant}`, className)} />;
}
