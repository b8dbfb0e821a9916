import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  // The brand fill is the shade on which its foreground meets WCAG AA (lib/brand-theme.ts).
  primary: 'bg-primary-action text-primary-on-action shadow-sm hover:bg-primary-action-hover',
  secondary:
    'border border-gray-300 bg-white text-gray-900 shadow-sm hover:bg-gray-50 ' +
    'dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700',
  ghost: 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
};

// Both sizes clear the 24 px minimum target (WCAG 2.5.8); md is the comfortable 44 px for touch.
const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-4 text-sm',
  sm: 'min-h-9 px-3 text-sm',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return cx(base, variants[variant], sizes[size]);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isPending?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'md',
  isPending = false,
  type = 'button',
  className,
  children,
  disabled,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonClasses(variant, size), className)}
      disabled={disabled || isPending}
      aria-busy={isPending || undefined}
      {...props}
    >
      {isPending ? <Spinner /> : null}
      {children}
    </button>
  );
}
