import { useId } from 'react';

const optionClasses =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 text-sm text-gray-900 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 has-[:checked]:text-gray-950 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-ink dark:border-gray-600 dark:text-gray-100 dark:has-[:checked]:bg-primary-900 dark:has-[:checked]:text-white';

// Today's money (every amount divided by that year's prices; the default) or the money of each year (nominal).
export function MoneyToggle({
  nominal,
  onChange,
}: {
  nominal: boolean;
  onChange: (nominal: boolean) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-900 dark:text-gray-100">Show amounts</legend>
      <div className="flex flex-wrap gap-2">
        <label className={optionClasses}>
          <input type="radio" name={name} checked={!nominal} onChange={() => onChange(false)} />
          In today’s money
        </label>
        <label className={optionClasses}>
          <input type="radio" name={name} checked={nominal} onChange={() => onChange(true)} />
          In the money of each year
        </label>
      </div>
    </fieldset>
  );
}
