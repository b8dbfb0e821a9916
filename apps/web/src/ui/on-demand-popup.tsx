import {
  type ButtonHTMLAttributes,
  cloneElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useState,
} from 'react';

// A popup's code (a menu, a panel: Radix and its positioning) downloaded only when someone reaches for it,
// so a page that is only read never carries it (bench/README.md, "Bytes as received"). Module-level: once
// loaded, every later mount renders the real popup from the start.
export type OnDemand<M> = { load: () => Promise<M>; loaded?: M; loading?: Promise<M> };

export function onDemand<M>(load: () => Promise<M>): OnDemand<M> {
  return { load };
}

export function fetchModule<M>(source: OnDemand<M>): Promise<M> {
  source.loading ??= source.load().then(
    (module) => {
      source.loaded = module;
      return module;
    },
    (error: unknown) => {
      // Not downloaded (offline, a new deploy): the next attempt tries again.
      source.loading = undefined;
      throw error;
    },
  );
  return source.loading;
}

type OnDemandPopupProps<M> = {
  source: OnDemand<M>;
  // What the trigger's aria-haspopup says (a menu, or a dialog for a panel).
  popup: 'menu' | 'dialog';
  // The trigger as the person sees it: a <button>, given to the real popup as its trigger (asChild).
  trigger: ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>;
  // The real popup; `defaultOpen` when the person opened it before its code was there.
  children: (module: M, defaultOpen: boolean) => ReactNode;
};

// Until the code is there: the same button, closed. Pointing at it or focusing it starts the download; pressing
// it (click, Enter, Space) or ArrowDown — what opens a Radix menu trigger — opens the popup once it has arrived.
export function OnDemandPopup<M>({ source, popup, trigger, children }: OnDemandPopupProps<M>) {
  const [module, setModule] = useState<{ value: M } | null>(() =>
    source.loaded === undefined ? null : { value: source.loaded },
  );
  const [isOpenRequested, setOpenRequested] = useState(false);

  useEffect(() => {
    if (!isOpenRequested || module) return;
    let isCurrent = true;
    fetchModule(source).then(
      (value) => {
        if (isCurrent) setModule({ value });
      },
      () => {
        if (isCurrent) setOpenRequested(false);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isOpenRequested, module, source]);

  if (module) return children(module.value, isOpenRequested);

  const prefetch = () => {
    fetchModule(source).catch(() => {});
  };
  return cloneElement(trigger, {
    type: 'button',
    'aria-haspopup': popup,
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: () => setOpenRequested(true),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setOpenRequested(true);
      }
    },
  } as ButtonHTMLAttributes<HTMLButtonElement>);
}
