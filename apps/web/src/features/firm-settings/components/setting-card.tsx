import type { ReactNode } from 'react';
import { Card } from '../../../ui/card.tsx';
import type { AppForm } from '../../../ui/form.tsx';

// One field of the settings form, registered by name (ui/form.tsx's `field`).
export type Registered = ReturnType<AppForm<Record<string, string | boolean>>['field']>;

// What every whole-number setting's input is: typed as a number, kept as typed until the form is saved.
export const numberInput = { type: 'number', inputMode: 'numeric', step: 1, className: 'max-w-xs' } as const;

// One card of /adviser/settings: its heading and its fields.
export function SettingCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-gray-900 dark:text-gray-50">{title}</h2>
      {children}
    </Card>
  );
}
