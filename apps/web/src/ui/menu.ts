// Shared looks of dropdown menus (user menu, mobile navigation, colour mode).
export const menuContentClasses =
  'z-50 min-w-56 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg ' +
  'dark:border-gray-700 dark:bg-gray-900';

export const menuItemClasses =
  'flex min-h-10 cursor-default items-center gap-2 rounded-lg px-2 text-sm text-gray-800 select-none ' +
  'outline-none focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary-ink ' +
  'data-[highlighted]:bg-gray-100 data-[highlighted]:text-gray-950 ' +
  'dark:text-gray-200 dark:data-[highlighted]:bg-gray-800 dark:data-[highlighted]:text-white';

export const menuSeparatorClasses = 'my-1.5 h-px bg-gray-200 dark:bg-gray-700';
