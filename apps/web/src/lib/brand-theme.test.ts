import { contrastRatio } from '@atrium/domain/theme/shades';
import { describe, expect, it } from 'vitest';
import styles from '../styles.css?raw';
import { brandTheme, brandThemeCss } from './brand-theme.ts';

describe('brandTheme', () => {
  it("spreads the firm's colour into --color-primary-50…900", () => {
    const { light } = brandTheme('#1e3a8a');
    expect(light['--color-primary-500']).toBe('#1e3a8a');
    expect(Object.keys(light).filter((k) => /^--color-primary-\d+$/.test(k))).toHaveLength(10);
  });

  it('matches the teal defaults written in styles.css, so the first paint is already right', () => {
    const { light, dark } = brandTheme('#009ca6');
    for (const [name, value] of Object.entries(light)) expect(styles).toContain(`${name}: ${value};`);
    expect(styles).toMatch(
      new RegExp(`:root\\.dark \\{\\s*--color-primary-ink: ${dark['--color-primary-ink']};`),
    );
  });

  it.each(['#009ca6', '#ffcc00', '#e6f7ff', '#1e3a8a', '#000000', '#ffffff', '#e11d48'])(
    'keeps button text and primary text at WCAG AA for %s',
    (colour) => {
      const { light, dark } = brandTheme(colour);
      const action = light['--color-primary-action'] as string;
      expect(contrastRatio(action, light['--color-primary-on-action'] as string)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(light['--color-primary-ink'] as string, '#f1f5f9')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(dark['--color-primary-ink'] as string, '#1e293b')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('writes light values on :root and dark ones on :root.dark', () => {
    expect(brandThemeCss('#009ca6')).toMatch(
      /^:root\{--color-primary-50:#f2fafb;.*\}:root\.dark\{--color-primary-ink:#4dbac1;\}$/,
    );
  });
});
