import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rand } from '../../test/harness.tsx';
import { MoneyInput } from './MoneyInput.tsx';

function Harness({
  initial = '',
  onBlur = () => {},
}: {
  initial?: string;
  onBlur?: (name: string, value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MoneyInput
        id="price"
        name="propertyValue"
        label="Property value"
        value={value}
        onChange={(_, next) => setValue(next)}
        onBlur={onBlur}
        hint="The purchase price."
      />
      <output data-testid="state">{value}</output>
    </>
  );
}

describe('MoneyInput', () => {
  it('has a visible label and its hint as description', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Property value');
    expect(input).toHaveAccessibleDescription('The purchase price.');
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });

  it('groups thousands as the site writes money while the state holds plain digits', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Property value');
    await userEvent.type(input, '1800000');
    expect(input).toHaveValue(rand('1 800 000'));
    expect(screen.getByTestId('state')).toHaveTextContent(/^1800000$/);
  });

  it('keeps decimals as typed', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Property value');
    await userEvent.type(input, '1234.');
    expect(input).toHaveValue(rand('1 234.'));
    await userEvent.type(input, '5');
    expect(input).toHaveValue(rand('1 234.5'));
  });

  it('refuses a change that is not numeric once the grouping is stripped', async () => {
    render(<Harness initial="2500" />);
    const input = screen.getByLabelText('Property value');
    expect(input).toHaveValue(rand('2 500'));
    await userEvent.type(input, 'abc-e ');
    expect(input).toHaveValue(rand('2 500'));
    await userEvent.type(input, '.5.5');
    expect(input).toHaveValue(rand('2 500.55'));
    expect(screen.getByTestId('state')).toHaveTextContent(/^2500.55$/);
  });

  it('accepts a pasted amount with commas', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Property value');
    await userEvent.click(input);
    await userEvent.paste('1,250,000');
    expect(input).toHaveValue(rand('1 250 000'));
  });

  it('can be cleared', async () => {
    render(<Harness initial="900000" />);
    const input = screen.getByLabelText('Property value');
    await userEvent.clear(input);
    expect(input).toHaveValue('');
  });

  it('reports the field name and its text on blur', async () => {
    const onBlur = vi.fn();
    render(<Harness initial="1000" onBlur={onBlur} />);
    await userEvent.click(screen.getByLabelText('Property value'));
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledWith('propertyValue', '1000');
  });
});
