import {
  messageMeasures,
  type OutcomesReport,
  reviewMeasures,
  scopeLabel,
  supportGroupLabels,
} from '@atrium/domain/contract/outcomes';

const header = ['from', 'to', 'section', 'adviser', 'households', 'measure', 'value'] as const;

// The report as one table of figures, a figure a line (easy to filter and pivot in a spreadsheet): the period, the
// section, whose households, which of them, the figure's name and its value (empty where there is none: a median
// of no reviews). The route sends it with sendCsv (platform/send-file.ts), whose csvRow keeps an adviser's name or a
// page title from ever being run as a formula.
export function outcomesCsv(report: OutcomesReport): string[][] {
  const { from, to } = report.period;
  const lines: string[][] = [[...header]];
  const line = (
    section: string,
    row: Parameters<typeof scopeLabel>[0] & { group: keyof typeof supportGroupLabels },
    measure: string,
    value: number | null,
  ) => {
    lines.push([
      from,
      to,
      section,
      scopeLabel(row),
      supportGroupLabels[row.group],
      measure,
      value === null ? '' : String(value),
    ]);
  };
  for (const row of report.reviews)
    for (const [key, label] of reviewMeasures) line('Reviews', row, label, row[key]);
  for (const row of report.fact_finds.rows) {
    line('Fact-finds', row, 'Started', row.started);
    for (const [index, step] of report.fact_finds.steps.entries())
      line('Fact-finds', row, `Completed step: ${step.title}`, row.reached[index] ?? 0);
    line('Fact-finds', row, 'Submitted', row.submitted);
  }
  for (const row of report.messages)
    for (const [key, label] of messageMeasures)
      line(`Messages (reply target ${report.reply_target_hours} working hours)`, row, label, row[key]);
  return lines;
}
