import { cx } from './cx.ts';

// A grey block where a card or a section will be, in the server's first paint of a page (src/entry-server.tsx); the
// caller gives its height and spacing.
export function PlaceholderBlock({ className }: { className: string }) {
  return <div className={cx('animate-pulse rounded-2xl bg-white dark:bg-gray-900', className)} />;
}
