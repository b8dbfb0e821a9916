import type { NumberInputOptions } from '@atrium/domain/money/number-input';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput } from './number-input.tsx';

function Harness({
  options,
  initial = '',
  onCommit = () => {},
}: {
  options: NumberInputOptions;
  initial?: string;
  onCommit?: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="amount">Amount</label>
      <NumberInput
        id="amount"
        value={value}
        options={options}
        onValueChange={setValue}
        onCommit={(committed) => {
          setValue(committed);
          onCommit(committed);
        }}
      />
    </>
  );
}

describe('the number input', () => {
  it('keeps only digits, "." and "-" as the user types', async () => {
    render(<Harness options={{}} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '£1,2a50.5');
    expect(input).toHaveValue('1250.5');
  });

  it('drops "-" when negatives are not allowed and "." when decimals are not', async () => {
    render(<Harness options={{ noNegative: true, noDecimal: true }} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '-12.5');
    expect(input).toHaveValue('125');
  });

  it('pads, fills an empty value and clamps when the field is left', async () => {
    const onCommit = vi.fn();
    render(<Harness options={{ minDigits: 2, min: 1, max: 12 }} onCommit={onCommit} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '7');
    await userEvent.tab();
    expect(input).toHaveValue('07');
    await userEvent.clear(input);
    await userEvent.type(input, '40');
    await userEvent.tab();
    expect(input).toHaveValue('12');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(input).toHaveValue('01');
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}{Backspace}');
    await userEvent.tab();
    expect(input).toHaveValue('01');
    expect(onCommit.mock.calls.map(([value]) => value)).toEqual(['07', '12', '01', '01']);
  });

  it('leaves an empty field passed over as it is', async () => {
    const onCommit = vi.fn();
    render(<Harness options={{}} onCommit={onCommit} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Amount' }));
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('turns a lone "-" into empty (or zeros when fill-empty is on)', async () => {
    render(<Harness options={{ fillEmpty: false }} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '-');
    await userEvent.tab();
    expect(input).toHaveValue('');
  });

  it('clears an all-zero value on focus so typing replaces it', async () => {
    render(<Harness options={{}} initial="0.00" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.click(input);
    expect(input).toHaveValue('');
    await userEvent.type(input, '5');
    expect(input).toHaveValue('5');
  });

  it('keeps a non-zero value on focus, and selects it on double-click', async () => {
    render(<Harness options={{}} initial="1500" />);
    const input = screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
    fireEvent.focus(input);
    expect(input).toHaveValue('1500');
    fireEvent.doubleClick(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 4]);
  });
});
