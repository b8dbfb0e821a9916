import { useEffect } from 'react';
import { createStore, useStore } from './store.ts';

// The preference is system, light or dark, kept in localStorage. A page may force light or
// dark, never 'system'. public/colour-mode.js reads the same key before first paint: keep them in step.
export const colourModePreferences = ['system', 'light', 'dark'] as const;
export type ColourModePreference = (typeof colourModePreferences)[number];
export type ColourMode = Exclude<ColourModePreference, 'system'>;
export const colourModeStorageKey = 'colourMode';

const darkQuery = '(prefers-color-scheme: dark)';

type ColourModeState = {
  preference: ColourModePreference;
  systemPrefersDark: boolean;
  forced: ColourMode | null;
};

export function resolveColourMode({ preference, systemPrefersDark, forced }: ColourModeState): ColourMode {
  if (forced) return forced;
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

export function isColourModePreference(value: unknown): value is ColourModePreference {
  return colourModePreferences.includes(value as ColourModePreference);
}

const colourModeStore = createStore<ColourModeState>({
  preference: 'system',
  systemPrefersDark: false,
  forced: null,
});

function applyToDocument(mode: ColourMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
}

// App start: read the stored preference, follow the operating system live, and keep <html> in step.
export function startColourMode(win: Window = window): () => void {
  const stored = win.localStorage.getItem(colourModeStorageKey);
  const media = win.matchMedia(darkQuery);
  colourModeStore.set({
    preference: isColourModePreference(stored) ? stored : 'system',
    systemPrefersDark: media.matches,
    forced: null,
  });
  const onSystemChange = (event: MediaQueryListEvent) =>
    colourModeStore.set((state) => ({ ...state, systemPrefersDark: event.matches }));
  media.addEventListener('change', onSystemChange);
  applyToDocument(getColourMode());
  const unsubscribe = colourModeStore.subscribe(() => applyToDocument(getColourMode()));
  return () => {
    media.removeEventListener('change', onSystemChange);
    unsubscribe();
  };
}

export function getColourMode(): ColourMode {
  return resolveColourMode(colourModeStore.get());
}

export function setColourModePreference(preference: ColourModePreference): void {
  localStorage.setItem(colourModeStorageKey, preference);
  colourModeStore.set((state) => ({ ...state, preference }));
}

// Returns the release function. The type already forbids 'system'; the runtime check catches callers
// that got around it (data from outside, casts).
export function forceColourMode(mode: ColourMode): () => void {
  if (mode !== 'light' && mode !== 'dark') {
    throw new Error(`A page can force only 'light' or 'dark' colour mode, not '${String(mode)}'.`);
  }
  colourModeStore.set((state) => ({ ...state, forced: mode }));
  return () => colourModeStore.set((state) => (state.forced === mode ? { ...state, forced: null } : state));
}

export function useColourMode(): { preference: ColourModePreference; mode: ColourMode; isForced: boolean } {
  const state = useStore(colourModeStore);
  return { preference: state.preference, mode: resolveColourMode(state), isForced: state.forced !== null };
}

// For a page whose design needs one mode (a print view, a dark media viewer): forced while mounted.
export function useForcedColourMode(mode: ColourMode): void {
  useEffect(() => forceColourMode(mode), [mode]);
}
