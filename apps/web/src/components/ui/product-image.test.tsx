import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { placeholderImage, ProductImage } from './product-image';

describe('ProductImage (spec 2 §8)', () => {
  it('shows the picture, and the placeholder once it fails to load', () => {
    render(<ProductImage src="/media/products/CAL-87161.svg" alt="Diverter valve" height={88} />);
    const image = screen.getByRole('img', { name: 'Diverter valve' });
    expect(image).toHaveAttribute('src', '/media/products/CAL-87161.svg');
    expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
    fireEvent.error(image);
    expect(screen.getByTestId('image-placeholder')).toHaveAttribute('src', placeholderImage);
  });

  it.each([null, undefined, ''])('shows the placeholder when there is no image (%s)', (src) => {
    render(<ProductImage src={src} alt="" size={56} />);
    expect(screen.getByTestId('image-placeholder')).toHaveAttribute('src', placeholderImage);
  });

  it('a new src after a failure is tried again', () => {
    const { rerender } = render(<ProductImage src="/broken.svg" alt="Part" />);
    fireEvent.error(screen.getByRole('img', { name: 'Part' }));
    rerender(<ProductImage src="/fixed.svg" alt="Part" />);
    expect(screen.getByRole('img', { name: 'Part' })).toHaveAttribute('src', '/fixed.svg');
  });
});
