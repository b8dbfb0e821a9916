import type { FieldDef, SectionDef } from './template.ts';
import {
  currency,
  date,
  employmentStatuses,
  jointCondition,
  opts,
  ownedStatuses,
  ownershipStatuses,
  personSection,
  text,
} from './template-fields.ts';

// The first pages (who, personal details, employment, current address, dependants), with the address
// history, the home as an address asset and the dependants' future needs.

const titles = opts('Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr', 'Prof', 'Rev');
const maritalStatuses = opts(
  'Single',
  'Married',
  'Civil partnership',
  'Cohabiting',
  'Separated',
  'Divorced',
  'Widowed',
);
const countries = opts('United Kingdom', 'Ireland', 'Other');

export function jointSection(): SectionDef {
  return {
    key: 'joint',
    title: 'Who is this fact-find for?',
    category: 'joint',
    fields: [{ key: 'joint', label: 'Are you completing this fact-find with a partner?', type: 'yesno' }],
  };
}

export function personalDetails(person: 1 | 2): SectionDef {
  return personSection(person, {
    key: `personal_details_client${person}`,
    title: person === 1 ? 'Your details' : "Your partner's details",
    category: `personal_details_client${person}`,
    fields: [
      { key: 'title', label: 'Title', type: 'select', options: titles },
      { key: 'first_name', label: 'First name', type: 'text', required: true, maxLength: 100 },
      { key: 'middle_names', label: 'Middle names', type: 'text', maxLength: 100 },
      { key: 'last_name', label: 'Last name', type: 'text', required: true, maxLength: 100 },
      { key: 'date_of_birth', label: 'Date of birth', type: 'date', required: true },
      {
        key: 'gender',
        label: 'Gender',
        type: 'select',
        options: opts('Female', 'Male', 'Other', 'Prefer not to say'),
      },
      { key: 'marital_status', label: 'Marital status', type: 'select', options: maritalStatuses },
      {
        key: 'ni_number',
        label: 'National Insurance number',
        type: 'text',
        format: 'national-id',
        maxLength: 13,
        help: 'Two letters, six digits and a letter, e.g. QQ 12 34 56 C.',
        regional: {
          ie: {
            label: 'PPS number (PPSN)',
            help: 'Seven digits and one or two letters, e.g. 1234567FA.',
          },
        },
      },
      { key: 'nationality', label: 'Nationality', type: 'text', maxLength: 100 },
      { key: 'country_of_residence', label: 'Country of residence', type: 'select', options: countries },
      // Each person's name and mobile follow their own profile both ways (./contact.ts), the email deliberately
      // not: the sign-in address changes only through the profile's confirmed email change (features/profile). The
      // help speaks of the reader's own account, so only the reader's own section shows it (./perspective.ts).
      {
        key: 'email',
        label: 'Email address',
        type: 'email',
        help: 'Changing it here does not change the address you sign in with: change that on your profile, where we confirm it by email.',
      },
      { key: 'mobile_phone', label: 'Mobile telephone', type: 'tel', help: 'Saved to your profile as well.' },
      { key: 'home_phone', label: 'Home telephone', type: 'tel' },
      {
        key: 'smoker',
        label: 'Have you smoked or used nicotine in the last 12 months?',
        partnerLabel: 'Has your partner smoked or used nicotine in the last 12 months?',
        type: 'yesno',
      },
      {
        key: 'in_good_health',
        label: 'Are you in good health?',
        partnerLabel: 'Is your partner in good health?',
        type: 'yesno',
      },
      {
        key: 'health_notes',
        label: 'Tell us about any health conditions',
        type: 'textarea',
        maxLength: 2000,
        visibleWhen: { path: `personal_details_client${person}.in_good_health`, equals: false },
      },
    ],
  });
}

const workingStatuses = ['Employed', 'Self-employed', 'Company director'];

export function employment(person: 1 | 2): SectionDef {
  const status = `employment_client${person}.employment_status`;
  return personSection(person, {
    key: `employment_client${person}`,
    title: person === 1 ? 'Your employment' : "Your partner's employment",
    category: `employment_client${person}`,
    fields: [
      {
        key: 'employment_status',
        label: 'Employment status',
        type: 'select',
        options: opts(...employmentStatuses),
      },
      {
        key: 'occupation',
        label: 'Occupation',
        type: 'text',
        maxLength: 150,
        visibleWhen: { path: status, in: workingStatuses },
      },
      {
        key: 'employer',
        label: 'Employer or business name',
        type: 'text',
        maxLength: 150,
        visibleWhen: { path: status, in: workingStatuses },
      },
      {
        key: 'desired_retirement_age',
        label: 'Age you would like to retire',
        partnerLabel: 'Age your partner would like to retire',
        type: 'number',
        min: 40,
        max: 85,
        number: { noNegative: true, noDecimal: true, fillEmpty: false },
        visibleWhen: { path: status, notIn: ['Retired'] },
      },
      { key: 'country_domiciled', label: 'Country of domicile', type: 'select', options: countries },
    ],
  });
}

const postcodeField = (): FieldDef => ({
  key: 'postcode',
  label: 'Postcode',
  type: 'postcode',
  regional: { ie: { label: 'Eircode' } },
});

const isOwned = { path: 'current_address.ownership_status', in: [...ownedStatuses] };

function currentAddress(): SectionDef {
  return {
    key: 'current_address',
    title: 'Your current address',
    category: 'current_address',
    addressLookup: true,
    fields: [
      postcodeField(),
      // The one-line address chosen from a postcode lookup; lookups de-duplicate on it.
      { key: 'identifierline', label: 'Address', type: 'text', maxLength: 300 },
      { key: 'premise', label: 'House name or number', type: 'text', maxLength: 100 },
      { key: 'address_line_1', label: 'Address line 1', type: 'text', maxLength: 150 },
      { key: 'address_line_2', label: 'Address line 2', type: 'text', maxLength: 150 },
      { key: 'town', label: 'Town or city', type: 'text', maxLength: 100 },
      { key: 'county', label: 'County', type: 'text', maxLength: 100 },
      {
        key: 'moved_in',
        label: 'Date you moved in',
        type: 'date',
        help: 'We ask for every address you have lived at in the last three years.',
      },
      {
        key: 'ownership_status',
        label: 'Do you own or rent it?',
        type: 'select',
        options: opts(...ownershipStatuses),
      },
      // An owned home is an address asset with `pricePaid` and `valuation`; both can be filled from
      // the sale and valuation lookups and stay editable.
      currency('pricePaid', 'Price paid', { visibleWhen: isOwned }),
      currency('valuation', 'What it is worth today', {
        visibleWhen: isOwned,
        help: 'Your best estimate. It counts towards your net worth.',
      }),
    ],
  };
}

// Previous addresses until three years are covered. Shown once the current address is
// newer than that, or when some are already listed.
function addressHistory(): SectionDef {
  return {
    key: 'address_history',
    title: 'Your previous addresses',
    category: 'address_history',
    visibleWhen: {
      any: [
        { path: 'current_address.moved_in', withinYears: 3 },
        { path: 'address_history.items', isFilled: true },
      ],
    },
    note: 'address-history',
    repeatable: {
      property: 'items',
      min: 0,
      max: 10,
      itemLabel: 'Previous address',
      titleKeys: ['address_line_1', 'town'],
    },
    fields: [
      postcodeField(),
      text('address_line_1', 'Address line 1', { required: true }),
      text('address_line_2', 'Address line 2'),
      text('town', 'Town or city', { maxLength: 100 }),
      { key: 'country', label: 'Country', type: 'select', options: countries },
      date('moved_in', 'Date you moved in'),
      date('moved_out', 'Date you moved out'),
    ],
  };
}

export function addressSections(): SectionDef[] {
  return [currentAddress(), addressHistory()];
}

export function dependantSections(): SectionDef[] {
  return [
    {
      key: 'dependants_summary',
      title: 'Dependants',
      category: 'dependants',
      fields: [
        {
          key: 'has_dependants',
          label: 'Do you have any children or other people who depend on you financially?',
          type: 'yesno',
        },
      ],
    },
    {
      key: 'dependants_items',
      title: 'Your dependants',
      category: 'dependants',
      visibleWhen: { path: 'dependants.has_dependants', equals: true },
      repeatable: { property: 'items', min: 0, max: 12, itemLabel: 'Dependant' },
      fields: [
        { key: 'first_name', label: 'First name', type: 'text', required: true, maxLength: 100 },
        { key: 'last_name', label: 'Last name', type: 'text', maxLength: 100 },
        { key: 'date_of_birth', label: 'Date of birth', type: 'date' },
        {
          key: 'relationship',
          label: 'Relationship',
          type: 'select',
          options: opts('Son', 'Daughter', 'Stepchild', 'Grandchild', 'Parent', 'Other'),
        },
        {
          key: 'dependent_of',
          label: 'Whose dependant',
          type: 'select',
          options: [
            { value: 'client1', label: 'Client 1' },
            { value: 'client2', label: 'Client 2', visibleWhen: jointCondition },
            { value: 'joint', label: 'Both', visibleWhen: jointCondition },
          ],
        },
        { key: 'financially_dependent', label: 'Financially dependent', type: 'yesno' },
        { key: 'dependent_until_age', label: 'Dependent until age', type: 'number', min: 0, max: 30 },
        {
          key: 'future_need',
          label: 'A future cost to plan for',
          type: 'select',
          options: opts('University', 'House deposit', 'Wedding', 'School fees', 'Care', 'Other'),
        },
        date('future_need_date', 'When it is needed', {
          visibleWhen: { path: 'item.future_need', isFilled: true },
        }),
        currency('future_need_amount', 'How much it will cost', {
          visibleWhen: { path: 'item.future_need', isFilled: true },
        }),
      ],
    },
  ];
}
