import { describe, expect, it } from 'vitest';
import { isAllowedAddress, RefusedTarget, resolveTarget } from './address-guard.ts';

const production = { allowLocal: false };
const local = { allowLocal: true };

describe('the addresses a webhook may be delivered to', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
  ])('refuses %s', (address) => {
    expect(isAllowedAddress(address, production)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:93.184.216.34'])(
    'allows the public address %s',
    (address) => {
      expect(isAllowedAddress(address, production)).toBe(true);
    },
  );

  it('lets loopback, and nothing else private, through when local deliveries are allowed', () => {
    expect(isAllowedAddress('127.0.0.1', local)).toBe(true);
    expect(isAllowedAddress('::1', local)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', local)).toBe(false);
    expect(isAllowedAddress('169.254.169.254', local)).toBe(false);
  });
});

describe('a delivery target in production', () => {
  const refusedWith = async (url: string) => {
    const error = await resolveTarget(url, production).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RefusedTarget);
    return (error as Error).message;
  };

  it('is https only', async () => {
    expect(await refusedWith('http://93.184.216.34/hooks')).toBe('The endpoint must use https.');
  });

  it('refuses a name that resolves to loopback (localhost, from the hosts file: no query leaves the machine)', async () => {
    expect(await refusedWith('https://localhost/hooks')).toMatch(/private, loopback or link-local/);
    expect(await refusedWith('https://127.0.0.1/hooks')).toMatch(/private, loopback or link-local/);
  });

  it('refuses a name when any of its addresses is private', async () => {
    const error = await resolveTarget('https://mixed.example.test/', production, async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RefusedTarget);
  });

  it('answers the checked address to connect to', async () => {
    const target = await resolveTarget('https://hooks.example.test:8443/in?x=1', production, async () => [
      { address: '93.184.216.34', family: 4 },
    ]);
    expect(target).toMatchObject({ address: '93.184.216.34', family: 4 });
    expect(target.url.host).toBe('hooks.example.test:8443');
  });
});
