import { beforeAll, describe, expect, it } from 'vitest';
import { startFactFind, useJointSaves } from '../../test/factfind.ts';

// The National Insurance number (a PPS number in Ireland) is checked before it is saved
// (packages/domain/src/factfind/validate.ts, after HMRC's National Insurance Manual NIM39110): a number in
// another shape is refused with a 422 that says what to enter, and nothing of the save is kept.

const { world, call, save, current, changeRows } = useJointSaves();

beforeAll(async () => {
  await startFactFind(call, world.joint.client.id, world.tokens.joint);
});

const niOf = async (person: 1 | 2) =>
  ((await current()).data[`personal_details_client${person}`] as Record<string, unknown> | undefined)
    ?.ni_number;

describe('saving a National Insurance number', () => {
  it('keeps one in HMRC’s format, for the client and the partner', async () => {
    expect(
      (await save({ updates: { personal_details_client1: { ni_number: 'AB123456C' } } })).statusCode,
    ).toBe(200);
    expect(
      (await save({ updates: { personal_details_client2: { ni_number: 'JG103759A' } } })).statusCode,
    ).toBe(200);
    expect([await niOf(1), await niOf(2)]).toEqual(['AB123456C', 'JG103759A']);
  });

  it('refuses "AB12345" with a 422 naming the field and the format, and keeps what was saved', async () => {
    const before = await current();
    const changes = (await changeRows()).length;
    const response = await save({
      updates: { personal_details_client1: { ni_number: 'AB12345', middle_names: 'Robert' } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        'personal_details_client1.ni_number': [
          'Enter a National Insurance number: two letters, six digits and A, B, C or D, like QQ 12 34 56 C.',
        ],
      },
    });
    const after = await current();
    expect(after.version).toBe(before.version);
    expect(after.data).toEqual(before.data);
    expect(await changeRows()).toHaveLength(changes);
  });

  it('refuses a prefix HMRC never issues, and a lower-case or spaced number it would otherwise keep', async () => {
    const refusal = async (value: string) =>
      (await save({ updates: { personal_details_client2: { ni_number: value } } })).json().errors[
        'personal_details_client2.ni_number'
      ];
    expect(await refusal('QQ123456C')).toEqual([
      'QQ does not begin any National Insurance number: check the two letters.',
    ]);
    expect(await refusal('jg 10 37 59 a')).toEqual(['Enter it in capitals without spaces: JG103759A.']);
    expect(await niOf(2)).toBe('JG103759A');
  });

  it('words a refusal of digits for a PPS number, and keeps a PPS number (the region is not the save’s to know)', async () => {
    const response = await save({
      updates: { personal_details_client1: { ni_number: '1234567' } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'personal_details_client1.ni_number': [
        'Enter a PPS number: seven digits and one or two letters, like 1234567FA.',
      ],
    });
    expect(
      (await save({ updates: { personal_details_client1: { ni_number: '1234567FA' } } })).statusCode,
    ).toBe(200);
    expect(await niOf(1)).toBe('1234567FA');
  });
});
