import type { FieldDef } from '@atrium/domain/factfind/template';
import { Fragment, type ReactNode } from 'react';
import { type Place, pairPart, useIsFieldShown } from '../hooks/use-field-display.ts';
import { ItemField } from './item-field.tsx';
import { PropertyField } from './property-field.tsx';

type FieldGridProps = {
  place: Place;
  disabled?: boolean;
  // Shown right after the field with this key (the address lookup after the postcode).
  after?: Record<string, ReactNode>;
  // Changing it remounts the fields, so values saved from outside them (a lookup) show.
  generation?: number;
  // Drawn under an amount and its frequency: a salary's take-home pay, which only a list's item shows (item-card.tsx,
  // which passes it in, so this grid imports nothing of the list that holds it).
  underAmount?: (field: FieldDef) => ReactNode;
};

function PlacedField({ place, field, disabled }: { place: Place; field: FieldDef; disabled: boolean }) {
  if (place.index === undefined) return <PropertyField section={place.section} field={field} />;
  return <ItemField section={place.section} field={field} index={place.index} disabled={disabled} />;
}

// An amount and how often it is paid, as one group named by the amount's label: "Council tax" with
// "Amount" and "How often" inside. A salary's take-home pay shows under it.
function AmountPair(props: {
  place: Place;
  field: FieldDef;
  frequency: FieldDef;
  disabled: boolean;
  under: ReactNode;
}) {
  const { place, field, frequency, disabled, under } = props;
  const isShown = useIsFieldShown(place, field);
  if (!isShown) return null;
  return (
    <fieldset className="min-w-0 space-y-2 rounded-xl border border-gray-200 p-3 dark:border-gray-800">
      <legend className="px-1 text-sm font-semibold text-gray-900 dark:text-gray-100">{field.label}</legend>
      <div className="flex flex-wrap gap-x-3 gap-y-4">
        <div className="min-w-0 flex-1 basis-36">
          <PlacedField place={place} field={pairPart(field, 'Amount')} disabled={disabled} />
        </div>
        <div className="min-w-0 flex-1 basis-36">
          <PlacedField place={place} field={pairPart(frequency, 'How often')} disabled={disabled} />
        </div>
      </div>
      {under}
    </fieldset>
  );
}

// A section's (or an item's) fields in order, each amount drawn with its frequency.
export function FieldGrid({
  place,
  disabled = false,
  after = {},
  generation = 0,
  underAmount,
}: FieldGridProps) {
  const { fields } = place.section;
  return (
    <>
      {fields.map((field) => {
        if (field.frequencyOf) return null;
        const frequency = field.frequencyKey ? fields.find((f) => f.key === field.frequencyKey) : undefined;
        return (
          <Fragment key={field.key}>
            {frequency ? (
              <AmountPair
                key={generation}
                place={place}
                field={field}
                frequency={frequency}
                disabled={disabled}
                under={underAmount?.(field) ?? null}
              />
            ) : (
              <PlacedField key={generation} place={place} field={field} disabled={disabled} />
            )}
            {after[field.key] ?? null}
          </Fragment>
        );
      })}
    </>
  );
}
