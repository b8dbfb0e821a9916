import { describe, expect, it } from 'vitest';
import { displayPersonName } from './names.ts';

const client = { name: 'James Carter', joint_name: 'Emma Carter' };
const person = (first_name?: string, last_name?: string, middle_names?: string) => ({
  first_name,
  last_name,
  middle_names,
});
type Person = ReturnType<typeof person>;

describe('displayPersonName', () => {
  // Both people named in the fact-find: what each is called.
  it.each<[string, Person, Person, string, string]>([
    [
      'uses the fact-find first name when first and last are both set',
      person('Jim', 'Carter'),
      person('Em', 'Carter'),
      'Jim',
      'Em',
    ],
    [
      'adds the last name when the two share a first name',
      person('Sam', 'Carter'),
      person('sam', 'Jones'),
      'Sam Carter',
      'sam Jones',
    ],
    [
      'adds a middle initial when the full names are identical',
      person('Sam', 'Carter', 'alexander james'),
      person('Sam', 'Carter', 'Beth'),
      'Sam A. Carter',
      'Sam B. Carter',
    ],
    [
      'leaves out the initial for someone without middle names',
      person('Sam', 'Carter'),
      person('Sam', 'Carter', 'Beth'),
      'Sam Carter',
      'Sam B. Carter',
    ],
  ])('%s', (_what, first, second, firstName, secondName) => {
    const doc = { personal_details_client1: first, personal_details_client2: second };
    expect(displayPersonName(1, doc, client)).toBe(firstName);
    expect(displayPersonName(2, doc, client)).toBe(secondName);
  });

  it('falls back to the client name, the joint name, then Partner', () => {
    const doc = {
      personal_details_client1: person('Jim'),
      personal_details_client2: person(undefined, 'Carter'),
    };
    expect(displayPersonName(1, doc, client)).toBe('James Carter');
    expect(displayPersonName(2, doc, client)).toBe('Emma Carter');
    expect(displayPersonName(2, doc, { name: 'James Carter', joint_name: null })).toBe('Partner');
    expect(displayPersonName(2, {}, null)).toBe('Partner');
    expect(displayPersonName(1, {}, { name: '  ', joint_name: null })).toBe('Client');
  });

  it('ignores a shared first name when the other person has no full fact-find name', () => {
    const doc = {
      personal_details_client1: person('Sam', 'Carter'),
      personal_details_client2: person('Sam'),
    };
    expect(displayPersonName(1, doc, client)).toBe('Sam');
  });
});
