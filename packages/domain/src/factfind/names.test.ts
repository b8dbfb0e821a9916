import { describe, expect, it } from 'vitest';
import { displayPersonName } from './names.ts';

const client = { name: 'James Carter', joint_name: 'Emma Carter' };
const person = (first_name?: string, last_name?: string, middle_names?: string) => ({
  first_name,
  last_name,
  middle_names,
});

describe('displayPersonName', () => {
  it('uses the fact-find first name when first and last are both set', () => {
    const doc = {
      personal_details_client1: person('Jim', 'Carter'),
      personal_details_client2: person('Em', 'Carter'),
    };
    expect(displayPersonName(1, doc, client)).toBe('Jim');
    expect(displayPersonName(2, doc, client)).toBe('Em');
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

  it('adds the last name when the two share a first name', () => {
    const doc = {
      personal_details_client1: person('Sam', 'Carter'),
      personal_details_client2: person('sam', 'Jones'),
    };
    expect(displayPersonName(1, doc, client)).toBe('Sam Carter');
    expect(displayPersonName(2, doc, client)).toBe('sam Jones');
  });

  it('adds a middle initial when the full names are identical', () => {
    const doc = {
      personal_details_client1: person('Sam', 'Carter', 'alexander james'),
      personal_details_client2: person('Sam', 'Carter', 'Beth'),
    };
    expect(displayPersonName(1, doc, client)).toBe('Sam A. Carter');
    expect(displayPersonName(2, doc, client)).toBe('Sam B. Carter');
  });

  it('leaves out the initial for someone without middle names', () => {
    const doc = {
      personal_details_client1: person('Sam', 'Carter'),
      personal_details_client2: person('Sam', 'Carter', 'Beth'),
    };
    expect(displayPersonName(1, doc, client)).toBe('Sam Carter');
    expect(displayPersonName(2, doc, client)).toBe('Sam B. Carter');
  });

  it('ignores a shared first name when the other person has no full fact-find name', () => {
    const doc = {
      personal_details_client1: person('Sam', 'Carter'),
      personal_details_client2: person('Sam'),
    };
    expect(displayPersonName(1, doc, client)).toBe('Sam');
  });
});
