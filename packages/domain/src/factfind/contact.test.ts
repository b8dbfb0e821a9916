import { describe, expect, it } from 'vitest';
import { contactChangesOf, fullNameOf, splitName, withAccountContact } from './contact.ts';

describe('client 1’s contact details', () => {
  it('joins the fact-find’s names into the account’s name and splits it back', () => {
    expect(fullNameOf({ first_name: ' James ', middle_names: 'Robert', last_name: 'Carter' })).toBe(
      'James Robert Carter',
    );
    expect(fullNameOf({ first_name: 'James' })).toBe('James');
    expect(fullNameOf(undefined)).toBe('');
    expect(splitName('  James  Robert Carter ')).toEqual({
      first_name: 'James',
      middle_names: 'Robert',
      last_name: 'Carter',
    });
    expect(splitName('Cher')).toEqual({ first_name: 'Cher', middle_names: '', last_name: '' });
    expect(fullNameOf(splitName('Anne Marie de la Cruz'))).toBe('Anne Marie de la Cruz');
  });

  it('tells which account details a save changes', () => {
    const c = (path: string, oldValue: unknown = null, newValue: unknown = null) => ({
      path,
      oldValue,
      newValue,
    });
    expect(contactChangesOf([c('personal_details_client1.mobile_phone')])).toEqual({
      telephone: true,
      name: false,
    });
    expect(contactChangesOf([c('personal_details_client1.last_name')])).toEqual({
      telephone: false,
      name: true,
    });
    expect(
      contactChangesOf([
        c('personal_details_client1.nationality'),
        c('personal_details_client2.mobile_phone'),
      ]),
    ).toEqual({
      telephone: false,
      name: false,
    });
    expect(
      contactChangesOf([
        c('personal_details_client1', { mobile_phone: '0770' }, { mobile_phone: '0770', first_name: 'Ann' }),
      ]),
    ).toEqual({ telephone: false, name: true });
    // Person 2, the household partner, from client 2's details only.
    expect(
      contactChangesOf(
        [c('personal_details_client2.mobile_phone'), c('personal_details_client1.first_name')],
        2,
      ),
    ).toEqual({ telephone: true, name: false });
    expect(
      contactChangesOf([c('personal_details_client2', { first_name: 'Em' }, { first_name: 'Emma' })], 2),
    ).toEqual({ telephone: false, name: true });
  });

  it('starts a fact-find from the account’s name and telephone, and a first one from its email', () => {
    const account = { name: 'James Carter', email: 'james@example.test', telephone: '+447700900123' };
    expect(withAccountContact({ joint: false }, account, true)).toEqual({
      joint: false,
      personal_details_client1: {
        first_name: 'James',
        middle_names: null,
        last_name: 'Carter',
        mobile_phone: '+447700900123',
        email: 'james@example.test',
      },
    });
    const reviewed = {
      personal_details_client1: {
        first_name: 'James',
        last_name: 'Carter',
        email: 'jc@work.test',
        mobile_phone: '0',
      },
    };
    expect(withAccountContact(reviewed, account, false).personal_details_client1).toEqual({
      first_name: 'James',
      last_name: 'Carter',
      email: 'jc@work.test',
      mobile_phone: '+447700900123',
    });
    expect(
      withAccountContact(reviewed, { ...account, name: 'Jim Carter', telephone: null }, false)
        .personal_details_client1,
    ).toMatchObject({ first_name: 'Jim', mobile_phone: '0' });
    // The household partner's account is client 2's, and leaves client 1's alone.
    const partner = { name: 'Emma Carter', email: 'emma@example.test', telephone: '+447700900456' };
    const both = withAccountContact(reviewed, partner, false, 2);
    expect(both.personal_details_client1).toEqual(reviewed.personal_details_client1);
    expect(both.personal_details_client2).toEqual({
      first_name: 'Emma',
      middle_names: null,
      last_name: 'Carter',
      mobile_phone: '+447700900456',
    });
  });
});
