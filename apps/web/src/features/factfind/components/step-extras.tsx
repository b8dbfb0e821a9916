import type { ComponentProps } from 'react';
import { useEffect, useState } from 'react';
import { fetchModule, onDemand } from '../../../ui/on-demand-popup.tsx';

// The postcode lookup, a salary's take-home pay, the spending section's total and the lists (dependants, incomes…)
// are drawn by some steps only, and they bring the household's totals, the take-home pay rules and the lookups'
// contract (about 8 kB brotli). The first step ("About you") draws none of them, so they are downloaded the first
// time a step draws one, not with the questionnaire (bench/README.md, "Bytes as received"). Until then each draws
// nothing. A link to an answer in a list still reaches it: the list opens the item a link asked for as it mounts,
// and the answer's field takes the focus as it mounts (field-focus.ts).
const extras = onDemand(() => import('./step-extras-view.tsx'));
type Extras = Awaited<ReturnType<typeof extras.load>>;

// Starts the download (the tests load it first, so a step draws these in the same render, as it did before).
export function preloadStepExtras(): Promise<Extras> {
  return fetchModule(extras);
}

function useExtras(): Extras | undefined {
  const [loaded, setLoaded] = useState(() => extras.loaded);
  const module = loaded ?? extras.loaded;
  useEffect(() => {
    if (module) return;
    let isCurrent = true;
    fetchModule(extras).then(
      (fetched) => {
        if (isCurrent) setLoaded(fetched);
      },
      // Not downloaded (offline, a new deploy): the next step that draws one tries again.
      () => {},
    );
    return () => {
      isCurrent = false;
    };
  }, [module]);
  return module;
}

export function AddressLookup(props: ComponentProps<Extras['AddressLookup']>) {
  const module = useExtras();
  return module ? <module.AddressLookup {...props} /> : null;
}

export function SpendingTotal() {
  const module = useExtras();
  return module ? <module.SpendingTotal /> : null;
}

export function TakeHome(props: ComponentProps<Extras['TakeHome']>) {
  const module = useExtras();
  return module ? <module.TakeHome {...props} /> : null;
}

export function RepeatableSection(props: ComponentProps<Extras['RepeatableSection']>) {
  const module = useExtras();
  return module ? <module.RepeatableSection {...props} /> : null;
}
