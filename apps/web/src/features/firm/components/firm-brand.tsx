import { cx } from '../../../ui/cx.ts';
import { Logo } from '../../../ui/logo.tsx';
import { useFirm } from '../hooks/use-firm.ts';

type FirmBrandProps = { layout?: 'stacked' | 'inline' };

// The firm's logo and name: stacked above the auth card, inline in the app header.
export function FirmBrand({ layout = 'inline' }: FirmBrandProps) {
  const firm = useFirm();
  const isStacked = layout === 'stacked';
  return (
    <div className={cx('flex items-center', isStacked ? 'flex-col gap-3 text-center' : 'min-w-0 gap-3')}>
      <Logo
        src={firm.logoUrl}
        name={firm.name}
        className={isStacked ? 'size-14 text-2xl' : 'size-9 shrink-0 text-lg'}
      />
      <p
        className={cx(
          'font-semibold tracking-tight text-gray-900 dark:text-gray-50',
          isStacked ? 'text-xl' : 'truncate text-base',
        )}
      >
        {firm.name}
      </p>
    </div>
  );
}
