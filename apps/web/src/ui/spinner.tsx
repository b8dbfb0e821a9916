import { LoaderCircle } from 'lucide-react';
import { cx } from './cx.ts';

// Decorative by default: the control that is busy says so in words (aria-busy, a label).
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <>
      <LoaderCircle aria-hidden="true" className={cx('size-4 shrink-0 animate-spin', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}
