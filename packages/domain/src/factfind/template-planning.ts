import type { FieldOption, SectionDef } from './template.ts';
import {
  choices,
  currency,
  date,
  moneyPair,
  ownerField,
  personSection,
  text,
  years,
  yesno,
} from './template-fields.ts';

// Protection, wills and estate, objectives, and investment knowledge and experience (COBS 9.2.2 R and 9A:
// objectives, knowledge and experience, risk tolerance and capacity for loss).

export function protectionSections(): SectionDef[] {
  return [
    {
      key: 'protection_items',
      title: 'Protection policies',
      category: 'protection',
      help: 'Life insurance, illness and income cover, and health insurance, including cover through work.',
      repeatable: {
        property: 'items',
        min: 0,
        max: 20,
        itemLabel: 'Policy',
        titleKeys: ['type', 'provider'],
      },
      fields: [
        {
          key: 'type',
          label: 'Type of cover',
          type: 'select',
          required: true,
          options: [
            { value: 'life', label: 'Life insurance', regional: { ie: 'Life assurance' } },
            {
              value: 'critical_illness',
              label: 'Critical illness cover',
              regional: { ie: 'Serious illness cover' },
            },
            {
              value: 'income_protection',
              label: 'Income protection',
              regional: { ie: 'Income protection (PHI)' },
            },
            { value: 'family_income_benefit', label: 'Family income benefit' },
            { value: 'mortgage_protection', label: 'Mortgage protection' },
            { value: 'pmi', label: 'Private medical insurance', regional: { ie: 'Health insurance' } },
            { value: 'asu', label: 'Accident, sickness and unemployment cover', regions: ['uk'] },
            { value: 'other', label: 'Other' },
          ],
        },
        text('provider', 'Provider'),
        ownerField({ key: 'life_assured', label: 'Who is covered?' }),
        currency('benefit_amount', 'Amount of cover'),
        {
          key: 'benefit_basis',
          label: 'Paid as',
          type: 'select',
          options: choices(
            ['lump_sum', 'A lump sum'],
            ['monthly', 'A monthly income'],
            ['annual', 'A yearly income'],
          ),
        },
        date('end_date', 'When the cover ends'),
        ...moneyPair('premium', 'Premium', 'monthly'),
        yesno('in_trust', 'Is it written in trust?'),
        {
          key: 'purpose',
          label: 'What it is for',
          type: 'select',
          options: choices(
            ['family', 'Providing for the family'],
            ['mortgage', 'Paying off the mortgage'],
            ['business', 'Business protection'],
            [
              'inheritance_tax',
              'Paying inheritance tax',
              { ie: 'Paying inheritance tax (section 72 policy)' },
            ],
            ['other', 'Other'],
          ),
        },
      ],
    },
  ];
}

function estate(person: 1 | 2): SectionDef {
  const hasWill = { path: `estate_client${person}.has_will`, equals: true };
  return personSection(person, {
    key: `estate_client${person}`,
    title: person === 1 ? 'Your will and estate' : "Your partner's will and estate",
    category: `estate_client${person}`,
    fields: [
      yesno('has_will', 'Do you have a will?', { partnerLabel: 'Does your partner have a will?' }),
      yesno('will_up_to_date', 'Is it up to date?', { visibleWhen: hasWill }),
      date('will_date', 'Date of the will', { visibleWhen: hasWill }),
      text('executors', 'Who are the executors?', { visibleWhen: hasWill, maxLength: 300 }),
      yesno(
        'lpa_financial',
        'Have you made a lasting power of attorney for property and financial affairs?',
        {
          partnerLabel:
            'Has your partner made a lasting power of attorney for property and financial affairs?',
          regional: {
            ie: {
              label: 'Have you made an enduring power of attorney?',
              partnerLabel: 'Has your partner made an enduring power of attorney?',
            },
          },
        },
      ),
      yesno('lpa_health', 'Have you made a lasting power of attorney for health and welfare?', {
        partnerLabel: 'Has your partner made a lasting power of attorney for health and welfare?',
        regions: ['uk'],
      }),
      {
        key: 'gifts',
        label: 'Gifts you have made in the last seven years',
        partnerLabel: 'Gifts your partner has made in the last seven years',
        type: 'textarea',
        maxLength: 2000,
        regional: {
          ie: {
            label: 'Gifts or inheritances you have given or received (for Capital Acquisitions Tax)',
            partnerLabel:
              'Gifts or inheritances your partner has given or received (for Capital Acquisitions Tax)',
          },
        },
      },
      {
        key: 'iht_concerns',
        label: 'Any concerns about inheritance tax?',
        type: 'textarea',
        maxLength: 2000,
        regional: { ie: { label: 'Any concerns about inheritance tax (Capital Acquisitions Tax)?' } },
      },
    ],
  });
}

export function estateSections(): SectionDef[] {
  return [estate(1), estate(2)];
}

// Each level as the person says it of themselves, and as it is said of them (partnerLabel: in their partner's
// reading and the firm's, perspective.ts).
const level = (value: string, label: string, partnerLabel: string): FieldOption => ({
  value,
  label,
  partnerLabel,
});
const knowledgeLevels = [
  level('none', 'None: I am new to investing', 'None: new to investing'),
  level(
    'basic',
    'Basic: I understand savings and simple investments',
    'Basic: understands savings and simple investments',
  ),
  level(
    'moderate',
    'Moderate: I understand funds, and that their value can fall',
    'Moderate: understands funds, and that their value can fall',
  ),
  level(
    'good',
    'Good: I follow markets and understand most kinds of investment',
    'Good: follows markets and understands most kinds of investment',
  ),
  level(
    'expert',
    'Expert: I work in finance or invest actively',
    'Expert: works in finance or invests actively',
  ),
];

function knowledge(person: 1 | 2): SectionDef {
  return personSection(person, {
    key: `knowledge_experience_client${person}`,
    title:
      person === 1
        ? 'Your investment knowledge and experience'
        : "Your partner's investment knowledge and experience",
    category: `knowledge_experience_client${person}`,
    fields: [
      {
        key: 'investment_knowledge',
        label: 'How well do you know investing?',
        partnerLabel: 'How well does your partner know investing?',
        type: 'radio',
        options: knowledgeLevels,
      },
      {
        key: 'investments_held',
        label: 'Which have you held?',
        partnerLabel: 'Which has your partner held?',
        type: 'multiselect',
        options: [
          { value: 'cash', label: 'Cash savings' },
          { value: 'isa', label: 'ISAs', regions: ['uk'] },
          { value: 'funds', label: 'Funds or unit trusts' },
          { value: 'shares', label: 'Shares' },
          { value: 'bonds', label: 'Bonds or gilts', regional: { ie: 'Bonds or government bonds' } },
          { value: 'pensions', label: 'Pensions' },
          { value: 'property', label: 'Property' },
          { value: 'crypto', label: 'Cryptoassets' },
        ],
      },
      {
        ...years('years_investing', 'For how many years have you invested?', 0, 80),
        partnerLabel: 'For how many years has your partner invested?',
      },
      {
        key: 'loss_reaction',
        label: 'If your investments fell by a fifth in a year, what would you most likely do?',
        partnerLabel:
          "If your partner's investments fell by a fifth in a year, what would they most likely do?",
        type: 'radio',
        options: choices(
          ['sell_all', 'Sell them all'],
          ['sell_some', 'Sell some'],
          ['hold', 'Hold on and wait'],
          ['buy_more', 'Invest more'],
        ),
      },
      {
        key: 'experience_notes',
        label: 'Anything else about your experience, such as losses you have had',
        partnerLabel: "Anything else about your partner's experience, such as losses they have had",
        type: 'textarea',
        maxLength: 2000,
      },
    ],
  });
}

export function objectiveSections(): SectionDef[] {
  return [
    {
      key: 'objective_items',
      title: 'Your goals',
      category: 'objectives',
      repeatable: { property: 'goals', min: 0, max: 15, itemLabel: 'Goal', titleKeys: ['goal'] },
      fields: [
        {
          key: 'goal',
          label: 'Goal',
          type: 'select',
          required: true,
          options: choices(
            ['retirement', 'Retire comfortably'],
            ['home', 'Buy or improve a home'],
            ['education', 'Pay for education'],
            ['protect_family', 'Protect my family'],
            ['grow_wealth', 'Grow my wealth'],
            ['income', 'Take an income from my savings'],
            ['reduce_tax', 'Pay less tax'],
            ['clear_debt', 'Clear debt'],
            ['estate', 'Pass on wealth'],
            ['other', 'Something else'],
          ),
        },
        { key: 'details', label: 'Tell us more', type: 'textarea', maxLength: 2000 },
        {
          key: 'priority',
          label: 'Priority',
          type: 'select',
          options: choices(['high', 'High'], ['medium', 'Medium'], ['low', 'Low']),
        },
        date('target_date', 'By when'),
        currency('target_amount', 'Amount needed'),
        ownerField({ label: 'Whose goal is it?' }),
      ],
    },
    knowledge(1),
    knowledge(2),
  ];
}
