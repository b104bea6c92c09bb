import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BasketCountdownBanner } from './basket-countdown-banner';

describe('BasketCountdownBanner (spec 3 §2.3, §4.3)', () => {
  it.each([
    [300, '5:00', 'notice'],
    [299, '4:59', 'warning'],
    [119, '1:59', 'urgent'],
    [0, '0:00', 'expired'],
  ])('%i s left reads %s at stage %s', (seconds, text, stage) => {
    const { container } = render(<BasketCountdownBanner secondsLeft={seconds} />);
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent(text);
    expect(container.querySelector('[data-stage]')).toHaveAttribute('data-stage', stage);
    expect(screen.getByText(/within 5 minutes, after which availability refreshes/)).toBeInTheDocument();
  });

  it('names what happens after for checkout', () => {
    render(<BasketCountdownBanner secondsLeft={200} what="the order expires" />);
    expect(screen.getByText(/after which the order expires/)).toBeInTheDocument();
  });
});
