// What step-extras.tsx loads on demand: the parts of a step that only some steps draw, with what they bring (the
// household's totals and the take-home pay rules, the lookups' contract, the confirmation a removal asks for).
export { AddressLookup } from './address-lookup.tsx';
export { RepeatableSection } from './repeatable-section.tsx';
export { SpendingTotal } from './spending-total.tsx';
export { TakeHome } from './take-home.tsx';
