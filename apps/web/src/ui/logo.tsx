import { useState } from 'react';
import { cx } from './cx.ts';

type LogoProps = { src: string; name: string; className?: string };

// The firm's logo, named "<firm> logo" so it is identifiable on its own (e.g. in an image search or a
// screen reader's list of graphics). If it fails to load, a monogram of the name takes its place rather
// than a broken-image icon.
export function Logo({ src, name, className }: LogoProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const label = `${name} logo`;
  if (hasFailed) {
    return (
      <span
        role="img"
        aria-label={label}
        className={cx(
          'inline-flex items-center justify-center rounded-lg bg-primary-action font-bold text-primary-on-action',
          className,
        )}
      >
        {name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={label}
      className={cx('object-contain', className)}
      onError={() => setHasFailed(true)}
    />
  );
}
