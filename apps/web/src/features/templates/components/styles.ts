// The template editor's section headings and fieldset boxes, shared by its pages.
export const sectionHeading = 'text-xl font-semibold text-gray-900 dark:text-gray-50';
export const fieldsetBox = 'space-y-3 rounded-xl border border-gray-300 p-4 dark:border-gray-700';
