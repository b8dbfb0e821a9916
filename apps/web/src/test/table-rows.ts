import { within } from '@testing-library/react';

// The text of each row of the table within an element, in order: how a chart's table (ui/charts) is checked.
export const rowsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .map((row) => row.textContent);
