import { brandThemeCss } from '../../../lib/brand-theme.ts';
import { useFirm } from '../hooks/use-firm.ts';

// The firm's colour as CSS custom properties on :root. Rendered, not set from an effect:
// React 19 hoists the <style> into <head>, keyed by colour, in the same commit as the first paint.
export function BrandStyle() {
  const { colours } = useFirm();
  return (
    <style href={`atrium-brand-${colours.primary}`} precedence="high">
      {brandThemeCss(colours.primary)}
    </style>
  );
}
