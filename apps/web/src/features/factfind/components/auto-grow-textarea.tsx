import { type TextareaHTMLAttributes, useLayoutEffect, useRef } from 'react';

// A textarea is never shorter than 58 px.
export const textareaMinHeightPx = 58;

// Textareas grow with their content, from a minimum height of 58 px.
export function AutoGrowTextarea({ value, style, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ref = useRef<HTMLTextAreaElement>(null);
  // Measured after each change of the text, before paint, so the box never flickers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height depends on the text shown.
  useLayoutEffect(() => {
    const textarea = ref.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    // scrollHeight leaves out the borders, which a border-box height includes.
    const borders = textarea.offsetHeight - textarea.clientHeight;
    textarea.style.height = `${Math.max(textareaMinHeightPx, textarea.scrollHeight + borders)}px`;
  }, [value]);
  return (
    <textarea
      ref={ref}
      rows={2}
      value={value}
      style={{ ...style, minHeight: textareaMinHeightPx, overflowY: 'hidden', resize: 'none' }}
      {...props}
    />
  );
}
