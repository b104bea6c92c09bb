import { describe, expect, it } from 'vitest';
import { AddRequestedProductRequest, SourcingRequest } from './lists';

const requested = (imageUrl: unknown) => AddRequestedProductRequest.safeParse({ manufacturerPartNumber: 'CAL-87161', description: 'Diverter valve', imageUrl });

describe('a stored product image URL', () => {
  it.each(['/images/products/diverter-valve/Caldera/CAL-87161.svg', 'https://cdn.example.com/cal-87161.jpg', 'http://example.co.uk/a.png', '', undefined])('accepts %s', (imageUrl) => {
    expect(requested(imageUrl).success).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example.com/a.png', '/api/orders', 'https://u:p@example.com/a.png', `https://example.com/${'a'.repeat(300)}`])(
    'refuses %s',
    (imageUrl) => {
      const result = requested(imageUrl);
      expect(result.success).toBe(false);
      expect(SourcingRequest.safeParse({ type: 'obsolete', manufacturerPartNumber: 'X', description: 'Y', imageUrl }).success).toBe(false);
    },
  );
});
