import { embeddedFirmElementId } from '@atrium/domain/contract/embedded-firm';
import { firmSchema } from '@atrium/domain/contract/firm';
import { afterEach, describe, expect, it } from 'vitest';
import { readEmbeddedFirm, readFirm } from './embedded-firm.ts';

const firm = {
  name: 'Example Financial Planning',
  colours: { primary: '#009ca6' },
  logoUrl: '/api/firm/logo',
  onboardingEnabled: true,
  securePortalUrl: null,
  accessIpipeline: false,
};

afterEach(() => document.getElementById(embeddedFirmElementId)?.remove());

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = embeddedFirmElementId;
  script.textContent = text;
  document.head.append(script);
}

describe('the firm embedded in index.html', () => {
  it('is read when it is there and whole', () => {
    embed(JSON.stringify(firm).replaceAll('<', '\\u003c'));
    expect(readEmbeddedFirm()).toEqual(firm);
  });

  it('is null when missing or unreadable, so the app fetches it', () => {
    expect(readEmbeddedFirm()).toBeNull();
    embed('{"name":');
    expect(readEmbeddedFirm()).toBeNull();
  });

  const values: unknown[] = [
    firm,
    { ...firm, securePortalUrl: 'https://secure.example.com', extra: 'dropped' },
    { ...firm, name: '</script><script>alert(1)</script>' },
    { ...firm, colours: { primary: '#00FF00', secondary: '#000000' } },
    { ...firm, colours: { primary: '#0f0' } },
    { ...firm, colours: { primary: 'red' } },
    { ...firm, colours: null },
    { ...firm, colours: [] },
    { ...firm, name: 1 },
    { ...firm, logoUrl: null },
    { ...firm, onboardingEnabled: 'true' },
    { ...firm, securePortalUrl: undefined },
    { ...firm, accessIpipeline: undefined },
    [],
    null,
    'firm',
  ];
  it.each(values.map((value) => [JSON.stringify(value), value]))(
    'agrees with firmSchema on %s',
    (_, value) => {
      const parsed = firmSchema.safeParse(value);
      expect(readFirm(value)).toEqual(parsed.success ? parsed.data : null);
    },
  );
});
