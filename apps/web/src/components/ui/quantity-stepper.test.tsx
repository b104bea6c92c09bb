import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { QuantityStepper } from './quantity-stepper';

function Harness({ initial = 1, min = 1, onChange }: { initial?: number; min?: number; onChange: (qty: number) => void }) {
  const [qty, setQty] = useState(initial);
  return (
    <QuantityStepper
      value={qty}
      min={min}
      itemLabel="CAL-87161"
      onChange={(next) => {
        onChange(next);
        setQty(next);
      }}
    />
  );
}

const setup = (props: { initial?: number; min?: number } = {}) => {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<Harness {...props} onChange={onChange} />);
  const box = screen.getByRole('spinbutton', { name: 'Quantity of CAL-87161' });
  return { onChange, user, box };
};

describe('QuantityStepper (issue #11 item 6: typed quantities)', () => {
  it('takes a typed 50 on Enter', async () => {
    const { onChange, user, box } = setup();
    await user.clear(box);
    await user.type(box, '50{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(50);
    expect(box).toHaveValue('50');
    expect(box).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('commits when focus leaves the box', async () => {
    const { onChange, user, box } = setup();
    await user.clear(box);
    await user.type(box, '12');
    await user.tab();
    expect(onChange).toHaveBeenCalledExactlyOnceWith(12);
  });

  it('clamps 10000 to 9999 and says so in a polite live region tied to the box', async () => {
    const { onChange, user, box } = setup();
    await user.clear(box);
    await user.type(box, '10000{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(9999);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('The largest quantity is 9999, so it is set to 9999.');
    expect(box).toHaveAccessibleDescription('The largest quantity is 9999, so it is set to 9999.');
  });

  it('clamps 0 to 1 and rounds 2.5 to 3, each with its message', async () => {
    const { onChange, user, box } = setup({ initial: 4 });
    await user.clear(box);
    await user.type(box, '0{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('status')).toHaveTextContent('The smallest quantity is 1, so it is set to 1.');
    await user.clear(box);
    await user.type(box, '2.5{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('status')).toHaveTextContent('Quantities are whole numbers, so it is set to 3.');
  });

  it('leaving the box after Enter neither sends again nor wipes the message', async () => {
    const { onChange, user, box } = setup();
    await user.clear(box);
    await user.type(box, '10000{Enter}');
    await user.tab();
    expect(onChange).toHaveBeenCalledExactlyOnceWith(9999);
    expect(screen.getByRole('status')).toHaveTextContent('The largest quantity is 9999, so it is set to 9999.');
  });

  it('refuses text, keeps the quantity and explains', async () => {
    const { onChange, user, box } = setup({ initial: 7 });
    await user.clear(box);
    await user.type(box, 'ten{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(box).toHaveValue('7');
    expect(screen.getByRole('status')).toHaveTextContent('Enter a whole number from 1 to 9999.');
  });

  it('steps with the arrow keys and the buttons, never below its minimum', async () => {
    const { onChange, user, box } = setup({ initial: 2 });
    box.focus();
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(onChange.mock.calls.map(([qty]) => qty)).toEqual([3, 2, 1]);
    expect(screen.getByRole('button', { name: 'Decrease quantity of CAL-87161' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of CAL-87161' }));
    expect(box).toHaveValue('2');
  });

  it('Escape puts back the quantity without committing', async () => {
    const { onChange, user, box } = setup({ initial: 5 });
    await user.clear(box);
    await user.type(box, '80{Escape}');
    expect(box).toHaveValue('5');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    setup();
    // 'region': the control is rendered alone here, outside the app's landmarks.
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
