import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useScrolledPast } from './use-scrolled-past';

function Probe({ name }: { name: string }) {
  return <p>{`${name}: ${useScrolledPast(200) ? 'past' : 'not past'}`}</p>;
}

const setScrollY = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

describe('useScrolledPast', () => {
  it('follows scroll events past the threshold, for every subscriber', () => {
    setScrollY(0);
    render(
      <>
        <Probe name="a" />
        <Probe name="b" />
      </>,
    );
    expect(screen.getByText('a: not past')).toBeInTheDocument();
    act(() => {
      setScrollY(201);
      fireEvent.scroll(window);
    });
    expect(screen.getByText('a: past')).toBeInTheDocument();
    expect(screen.getByText('b: past')).toBeInTheDocument();
    act(() => {
      setScrollY(200);
      fireEvent.scroll(window);
    });
    expect(screen.getByText('b: not past')).toBeInTheDocument();
  });

  it('starts from where the page already is when it mounts (a restored scroll position)', () => {
    setScrollY(500);
    render(<Probe name="c" />);
    expect(screen.getByText('c: past')).toBeInTheDocument();
  });

  it('reads the position only on scroll events, not on renders', () => {
    setScrollY(0);
    let reads = 0;
    Object.defineProperty(window, 'scrollY', { get: () => (reads++, 0), configurable: true });
    const { rerender } = render(<Probe name="d" />);
    const afterMount = reads;
    for (let i = 0; i < 5; i++) rerender(<Probe name="d" />);
    expect(reads).toBe(afterMount);
    act(() => {
      fireEvent.scroll(window);
    });
    expect(reads).toBe(afterMount + 1);
  });
});
