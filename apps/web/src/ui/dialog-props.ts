import type { ReactNode } from 'react';

// What a dialog is given (ui/dialog.tsx), which passes it on to the view it loads on demand (ui/dialog-view.tsx).
export type DialogProps = {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  // False for a dialog whose only way out is its own button (Escape and outside clicks do nothing).
  isDismissible?: boolean;
  // Where focus goes on opening (the first focusable element unless this moves it and prevents the default).
  onOpenAutoFocus?: (event: Event) => void;
  className?: string;
};
