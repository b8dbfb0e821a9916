import type { Region } from '../contract/auth.ts';

// The fact-find template: data, versioned. Pages → sections → fields; a section maps to one category of the
// stored document. A section whose only field's key equals its category is a scalar category (`joint`), stored
// as a bare value rather than an object. A repeatable section's fields describe each item of the array held at
// `category.property`. The content lives in the template-*.ts files, gathered into the base template by
// base-template.ts: they import these types, and nothing imports them back.

export type FieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'currency'
  | 'percent'
  | 'date'
  | 'select'
  | 'radio'
  | 'yesno'
  | 'multiselect'
  | 'email'
  | 'tel'
  | 'postcode'
  // A list of fund holdings, [{fund, value}] (templateSettings.show_fund_input).
  | 'holdings';

// A path starting 'item.' is read from the item of a repeatable section the field belongs to; any other
// path from the whole document. `withinYears` holds for a date no more than that many years before today;
// `isFilled` for a value that is present (not null, '' or an empty list), or absent when false.
export type Condition =
  | {
      path: string;
      equals?: unknown;
      in?: unknown[];
      notIn?: unknown[];
      withinYears?: number;
      isFilled?: boolean;
    }
  | { all: Condition[] }
  | { any: Condition[] };

export type NumberOptions = {
  noNegative?: boolean;
  noDecimal?: boolean;
  minDigits?: number;
  // Default true.
  fillEmpty?: boolean;
};

// What differs for a region (Irish clients: PPSN, Eircode, PRSA, serious illness cover): labels come from
// here, never from the components.
export type Regional<T> = Partial<Record<Region, T>>;

export type FieldOption = {
  value: string;
  label: string;
  regional?: Regional<string>;
  // Offered only in these regions (every region when absent). Stored values stay valid everywhere.
  regions?: Region[];
  // Offered only while this holds ('Client 2' and 'Joint' only when joint).
  visibleWhen?: Condition;
  // In a section about one person, the choice as it is said of that person by someone else ('Basic: understands
  // savings…' for 'Basic: I understand savings…'): read by their partner and by the firm (perspective.ts).
  partnerLabel?: string;
};

export type TemplateSetting = 'show_fund_input';

export type FieldDef = {
  key: string;
  label: string;
  type: FieldType;
  required?: boolean;
  options?: FieldOption[];
  // Numbers: the value's bounds. Multiselect: how many may be chosen.
  min?: number;
  max?: number;
  maxLength?: number;
  number?: NumberOptions;
  help?: string;
  // In a section about one person (SectionDef.person), the question as it is asked about the reader's partner
  // ("Has your partner smoked…" for "Have you smoked…"): each reader of a joint fact-find is asked about themselves
  // with `label` and about the other person with this (perspective.ts).
  partnerLabel?: string;
  visibleWhen?: Condition;
  regional?: Regional<{ label?: string; help?: string; partnerLabel?: string }>;
  regions?: Region[];
  // Shown only when the firm's template turns this setting on.
  setting?: TemplateSetting;
  // A select shown with this option chosen until another is saved; rules read a missing value as it.
  defaultValue?: string;
  // An amount whose frequency is the sibling field named here: drawn, read and normalised as a pair.
  frequencyKey?: string;
  // The frequency half of such a pair: drawn with its amount, never on its own.
  frequencyOf?: string;
  // An amount paid as often as the amount named here (the income after tax, as often as the income before it):
  // written with that amount's frequency.
  frequencyFrom?: string;
  // Worked out and shown beside the field: the take-home pay of a salary.
  derived?: { kind: 'take-home'; when: Condition };
  // A text field holding a person's national identifier: a National Insurance number (UK) or a PPS number
  // (Ireland), checked by ./validate.ts and saved in capitals without spaces.
  format?: 'national-id';
  // Autofill is blocked on every input, so a template cannot ask for it.
  autocomplete?: never;
};

export type SectionDef = {
  key: string;
  title: string;
  category: string;
  person?: 1 | 2;
  visibleWhen?: Condition;
  help?: string;
  regional?: Regional<{ title?: string; help?: string }>;
  fields: FieldDef[];
  repeatable?: {
    property: string;
    min?: number;
    max?: number;
    itemLabel: string;
    // The fields whose answers name an item in its heading ('Income 2: Salary, Northgate'); names by default.
    titleKeys?: string[];
  };
  // Offers the postcode lookup, and for an owned home its sale and valuation lookups.
  addressLookup?: boolean;
  // A note worked out from the answers, shown under the heading: how far back the addresses go, or what the
  // household spends a month against its income after tax.
  note?: 'address-history' | 'spending-total';
};

export type PageDef = {
  slug: string;
  title: string;
  regional?: Regional<{ title?: string }>;
  sections: SectionDef[];
};

export type Template = { identifier: 'base'; version: number; pages: PageDef[] };

// The stored document: categories, each an object of properties (or arrays of item objects), or a scalar.
export type FactFindData = Record<string, unknown>;

// Scalar categories (`joint`) hold a bare value: a single field whose key is the category's own name.
export function isScalarSection(section: SectionDef): boolean {
  return !section.repeatable && section.fields.length === 1 && section.fields[0]?.key === section.category;
}
