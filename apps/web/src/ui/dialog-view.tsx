import { Dialog as RadixDialog } from 'radix-ui';
import { useRef } from 'react';
import { cx } from './cx.ts';
import type { DialogProps } from './dialog-props.ts';

// The dialog itself (ui/dialog.tsx loads this module the first time a dialog opens): focus moves in and is trapped,
// the rest of the page is inert, title and description are announced. Radix keeps open dialogs as the app's modal
// stack (docs/decisions/010-modal-stack.md), the latest holding focus and Escape, the ones beneath hidden
// until it closes.
export function DialogView({
  open,
  onOpenChange,
  title,
  description,
  children,
  isDismissible = true,
  onOpenAutoFocus,
  className,
}: DialogProps) {
  const preventIfFixed = (event: Event) => {
    if (!isDismissible) event.preventDefault();
  };
  // Where focus was when the dialog opened. Radix returns focus to a Dialog.Trigger, and these dialogs are opened
  // from state instead: closing one gives focus back to what opened it (the dialog beneath, if it was in one).
  const openerRef = useRef<HTMLElement | null>(null);
  const rememberOpener = (event: Event) => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onOpenAutoFocus?.(event);
  };
  const returnFocus = (event: Event) => {
    const opener = openerRef.current;
    openerRef.current = null;
    if (!opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-gray-950/60 backdrop-blur-[2px]" />
        <RadixDialog.Content
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={preventIfFixed}
          onPointerDownOutside={preventIfFixed}
          onInteractOutside={preventIfFixed}
          className={cx(
            'fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
            'rounded-2xl border border-gray-200 bg-white p-6 shadow-xl',
            'dark:border-gray-700 dark:bg-gray-900',
            className,
          )}
        >
          <RadixDialog.Title className="text-lg font-semibold text-gray-900 dark:text-gray-50">
            {title}
          </RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-sm text-gray-700 dark:text-gray-300">
            {description}
          </RadixDialog.Description>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
