// What a client can tell their firm would help (docs/support-needs.md): the drivers of vulnerability in the four
// groups of the FCA's FG21/1 (health, life events, resilience, capability), each in plain words; adjustments the
// firm can make; how they prefer to be contacted. The keys are stored (support_needs.drivers, .adjustments), the
// words are what every screen shows.

export const driverGroups = ['health', 'life_events', 'resilience', 'capability'] as const;
export type DriverGroup = (typeof driverGroups)[number];

export const driverGroupLabels: Record<DriverGroup, string> = {
  health: 'Health',
  life_events: 'Things happening in my life',
  resilience: 'Money to fall back on',
  capability: 'Confidence with money and paperwork',
};

// Each driver, keyed `group.item`, in the words of the person ticking it.
export const drivers = {
  'health.long_term_condition': 'A long-term illness, condition or disability',
  'health.mental_health': 'My mental health',
  'health.sight_or_hearing': 'My sight or hearing',
  'health.memory': 'My memory or concentration',
  'life_events.bereavement': 'Someone close to me has died',
  'life_events.relationship': 'A relationship ending or changing',
  'life_events.caring': 'Caring for someone',
  'life_events.income_change': 'Losing my job or a big change in income',
  'resilience.low_income': 'My income is low or hard to predict',
  'resilience.debt': 'Debts I find hard to keep up with',
  'resilience.little_savings': 'Little or no savings to fall back on',
  'capability.money_confidence': 'I am not confident dealing with money matters',
  'capability.online': 'I find online services hard to use',
  'capability.reading': 'Reading or writing, or English is not my first language',
} as const;
export type Driver = keyof typeof drivers;
export const driverKeys = Object.keys(drivers) as [Driver, ...Driver[]];

export const driverGroupOf = (driver: Driver): DriverGroup => driver.split('.')[0] as DriverGroup;

// The adjustments the firm makes. The portal honours larger_text itself (the client's own pages in a larger size)
// and more_time (a longer idle time before a signed-in session ends: session/idle.ts).
export const adjustments = {
  more_time: 'More time to read things and decide',
  larger_text: 'Larger text',
  paper_copies: 'Paper copies of documents by post',
  phone_not_messages: 'A phone call rather than written messages',
  someone_present: 'Someone with me at meetings',
} as const;
export type Adjustment = keyof typeof adjustments;
export const adjustmentKeys = Object.keys(adjustments) as [Adjustment, ...Adjustment[]];

// As staff read them beside the client's name (the client page, the message composer, a booking).
export const adjustmentStaffLabels: Record<Adjustment, string> = {
  more_time: 'Allow more time',
  larger_text: 'Larger text',
  paper_copies: 'Paper copies by post',
  phone_not_messages: 'Phone rather than messages',
  someone_present: 'Someone present at meetings',
};

export const contactMethods = {
  portal: 'Messages in this portal',
  email: 'Email',
  phone: 'Phone call',
  post: 'Letter by post',
} as const;
export type ContactMethod = keyof typeof contactMethods;
export const contactMethodKeys = Object.keys(contactMethods) as [ContactMethod, ...ContactMethod[]];

// The words a person agrees to before anything is saved (UK GDPR art. 9(2)(a): explicit consent to special category
// data). A new wording gets a new version; each record keeps the version agreed to, and the export writes its words.
export const consentWordings = {
  '2026-11':
    'I agree to my firm keeping what I have told them here, including anything about my health, so that they can support me. I can change or withdraw it at any time.',
} as const;
export type ConsentVersion = keyof typeof consentWordings;
export const currentConsentVersion: ConsentVersion = '2026-11';

// How long a withdrawn record's detail is kept before the retention purge clears it, leaving only the fact that a
// record existed, from when to when (docs/data-rights.md "Support needs").
export const withdrawnDetailRetentionDays = 30;
