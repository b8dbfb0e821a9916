import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AutoGrowTextarea, textareaMinHeightPx } from './auto-grow-textarea.tsx';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <AutoGrowTextarea aria-label="Notes" value={value} onChange={(event) => setValue(event.target.value)} />
  );
}

describe('the auto-growing textarea', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is never shorter than 58 px', () => {
    render(<Harness />);
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textareaMinHeightPx).toBe(58);
    expect(textarea).toHaveStyle({ minHeight: '58px', height: '58px' });
  });

  it('grows to fit its content as the user types', () => {
    let contentHeight = 30;
    vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(() => contentHeight);
    render(<Harness />);
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textarea).toHaveStyle({ height: '58px' });
    contentHeight = 140;
    fireEvent.change(textarea, { target: { value: 'One\nTwo\nThree\nFour\nFive\nSix' } });
    expect(textarea).toHaveStyle({ height: '140px' });
    contentHeight = 20;
    fireEvent.change(textarea, { target: { value: '' } });
    expect(textarea).toHaveStyle({ height: '58px' });
  });
});
