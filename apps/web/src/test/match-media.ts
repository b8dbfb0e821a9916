import { vi } from 'vitest';

// jsdom has no matchMedia; this one answers prefers-color-scheme and lets a test change the
// operating system's setting, firing 'change' as a browser would.
export function installMatchMedia({ prefersDark }: { prefersDark: boolean }) {
  let isDark = prefersDark;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const matchMedia = (query: string) => {
    const isDarkQuery = query.includes('prefers-color-scheme: dark');
    return {
      get matches() {
        return isDarkQuery && isDark;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: 'change', listener: (event: MediaQueryListEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: 'change', listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    setSystemDark(value: boolean) {
      isDark = value;
      for (const listener of listeners) listener({ matches: value } as MediaQueryListEvent);
    },
  };
}
