import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { EmailAddress } from './email-address';

const partsOf = (container: HTMLElement) => [...container.querySelectorAll('span > span')].map((part) => part.textContent);

describe('EmailAddress', () => {
  it('offers line breaks after the @ and before each dot only, and reads as the whole address', () => {
    const { container } = render(<EmailAddress address="electrical@spark-electrical.test" />);
    expect(container.textContent).toBe('electrical@spark-electrical.test');
    expect(partsOf(container)).toEqual(['electrical@', 'spark-electrical', '.test']);
    expect(container.querySelectorAll('wbr')).toHaveLength(2);
    // A part never wraps inside itself (not even at its hyphen).
    for (const part of container.querySelectorAll<HTMLElement>('span > span')) expect(part.style.whiteSpace).toBe('nowrap');
  });

  it('an address with dots in its local part breaks before each of them', () => {
    const { container } = render(<EmailAddress address="j.smith@acme.co.uk" />);
    expect(partsOf(container)).toEqual(['j', '.smith@', 'acme', '.co', '.uk']);
    expect(container.textContent).toBe('j.smith@acme.co.uk');
  });
});
