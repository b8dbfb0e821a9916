import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../../ui/cx.ts';

// A link that leaves the portal: a new tab that cannot reach back into this one (noopener) nor learn where it
// came from (noreferrer), announced as such to people who cannot see the icon.
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cx(
        'inline-flex items-center gap-1.5 font-semibold text-primary-ink underline underline-offset-4 hover:no-underline',
        className,
      )}
    >
      {children}
      <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

// The address without its scheme, as people say it (www.gov.uk/…), shortened to the host when long.
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname === '/' ? '' : parsed.pathname;
    const shown = `${parsed.host}${path}`;
    return shown.length > 60 ? parsed.host : shown;
  } catch {
    return url;
  }
}
