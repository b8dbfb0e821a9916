import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installMatchMedia } from '../test/match-media.ts';
import {
  type ColourMode,
  colourModeStorageKey,
  forceColourMode,
  getColourMode,
  resolveColourMode,
  setColourModePreference,
  startColourMode,
  useColourMode,
} from './colour-mode.ts';

const isDarkClass = () => document.documentElement.classList.contains('dark');

describe('colour mode', () => {
  it('follows the operating system live when the preference is system', () => {
    const system = installMatchMedia({ prefersDark: false });
    const stop = startColourMode();
    expect(getColourMode()).toBe('light');
    expect(isDarkClass()).toBe(false);

    act(() => system.setSystemDark(true));
    expect(getColourMode()).toBe('dark');
    expect(isDarkClass()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    stop();
  });

  it('keeps a chosen preference in localStorage and ignores the system then', () => {
    const system = installMatchMedia({ prefersDark: true });
    const stop = startColourMode();
    setColourModePreference('light');
    expect(localStorage.getItem(colourModeStorageKey)).toBe('light');
    expect(isDarkClass()).toBe(false);
    act(() => system.setSystemDark(false));
    act(() => system.setSystemDark(true));
    expect(getColourMode()).toBe('light');
    stop();
  });

  it('reads the stored preference at start', () => {
    localStorage.setItem(colourModeStorageKey, 'dark');
    const stop = startColourMode();
    expect(isDarkClass()).toBe(true);
    stop();
  });

  it('lets a page force light or dark over the preference, until released', () => {
    const stop = startColourMode();
    const { result } = renderHook(() => useColourMode());
    let release = () => {};
    act(() => {
      release = forceColourMode('dark');
    });
    expect(result.current).toMatchObject({ preference: 'system', mode: 'dark', isForced: true });
    act(() => release());
    expect(result.current).toMatchObject({ mode: 'light', isForced: false });
    stop();
  });

  it("refuses to force 'system'", () => {
    expect(() => forceColourMode('system' as unknown as ColourMode)).toThrow(/only 'light' or 'dark'/);
    // @ts-expect-error the type forbids forcing 'system' as well
    expect(() => forceColourMode('system')).toThrow();
  });

  it('resolves forced over preference over system', () => {
    expect(resolveColourMode({ preference: 'system', systemPrefersDark: true, forced: null })).toBe('dark');
    expect(resolveColourMode({ preference: 'light', systemPrefersDark: true, forced: null })).toBe('light');
    expect(resolveColourMode({ preference: 'light', systemPrefersDark: false, forced: 'dark' })).toBe('dark');
  });
});
