import type { SupportNeeds } from '@atrium/domain/contract/support-needs';
import type { Adjustment, ContactMethod, Driver } from '@atrium/domain/support/needs';

// The support-needs form's values (support-needs-form.tsx), from the saved record and to the request.
export type SupportNeedsValues = {
  drivers: Driver[];
  details: string;
  preferred_contact: ContactMethod | '';
  adjustments: Adjustment[];
  has_trusted_contact: boolean;
  trusted_contact: { name: string; relationship: string; reach: string; may_be_told: string };
  consent: boolean;
};

const noContact = { name: '', relationship: '', reach: '', may_be_told: '' };

export function valuesOf(saved: SupportNeeds | null): SupportNeedsValues {
  return {
    drivers: saved?.drivers ?? [],
    details: saved?.details ?? '',
    preferred_contact: saved?.preferred_contact ?? '',
    adjustments: saved?.adjustments ?? [],
    has_trusted_contact: saved?.trusted_contact != null,
    trusted_contact: saved?.trusted_contact ?? noContact,
    // Consent is given again with every change (the words may have changed since).
    consent: false,
  };
}

// The request the server checks: a box group left with one box is still a list, the untold contact null.
export function toSupportNeedsRequest(values: SupportNeedsValues) {
  const list = <T>(value: T[] | T | false | undefined): T[] =>
    Array.isArray(value) ? value : value ? [value] : [];
  return {
    drivers: list(values.drivers),
    details: values.details,
    preferred_contact: values.preferred_contact === '' ? null : values.preferred_contact,
    adjustments: list(values.adjustments),
    trusted_contact: values.has_trusted_contact ? values.trusted_contact : null,
    consent: values.consent,
  };
}
