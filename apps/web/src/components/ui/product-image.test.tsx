import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { placeholderImage, ProductImage } from './product-image';

const picture = '/images/products/diverter-valve/Caldera/CAL-87161.svg';

describe('ProductImage (spec 2 §8)', () => {
  it('shows the picture, and the placeholder once it fails to load', () => {
    render(<ProductImage src={picture} alt="Diverter valve" height={88} />);
    const image = screen.getByRole('img', { name: 'Diverter valve' });
    expect(image).toHaveAttribute('src', `${picture}?w=320`);
    expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
    fireEvent.error(image);
    const placeholder = screen.getByTestId('image-placeholder');
    expect(placeholder).toHaveAttribute('src', placeholderImage);
    expect(placeholder).not.toHaveAttribute('srcset');
    expect(placeholder).toHaveAccessibleName('Diverter valve');
  });

  it('shows the placeholder for a server-rendered picture that failed before the script started (decision 019)', () => {
    // Settled without a picture before React listened for its error event: no event is coming.
    const settled = { complete: true, naturalWidth: 0 };
    const descriptors = Object.fromEntries(Object.keys(settled).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, key)]));
    for (const [key, value] of Object.entries(settled)) Object.defineProperty(HTMLImageElement.prototype, key, { configurable: true, get: () => value });
    try {
      render(<ProductImage src={picture} alt="Diverter valve" height={88} />);
      expect(screen.getByTestId('image-placeholder')).toHaveAttribute('src', placeholderImage);
    } finally {
      for (const [key, descriptor] of Object.entries(descriptors)) {
        if (descriptor) Object.defineProperty(HTMLImageElement.prototype, key, descriptor);
        else delete (HTMLImageElement.prototype as unknown as Record<string, unknown>)[key];
      }
    }
  });

  it('keeps a picture that is still loading, or loaded', () => {
    render(<ProductImage src={picture} alt="Diverter valve" height={88} />);
    expect(screen.getByRole('img', { name: 'Diverter valve' })).toHaveAttribute('src', `${picture}?w=320`);
    expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
  });

  it('offers the browser every width, sized to how wide it shows', () => {
    render(<ProductImage src={picture} alt="" size={72} />);
    const image = screen.getByRole('presentation');
    expect(image).toHaveAttribute('srcset', `${picture}?w=160 160w, ${picture}?w=320 320w, ${picture}?w=640 640w, ${picture}?w=1280 1280w`);
    expect(image).toHaveAttribute('sizes', '72px');
  });

  it('the zoom asks for the 1280 px picture alone, at once', () => {
    render(<ProductImage src={picture} alt="Pump" height="70vh" zoom />);
    const image = screen.getByRole('img', { name: 'Pump' });
    expect(image).toHaveAttribute('src', `${picture}?w=1280`);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('loading', 'eager');
  });

  it('shows a real photo from another host as stored, and the placeholder if it fails', () => {
    render(<ProductImage src="https://cdn.example.com/parts/cal-87161.jpg" alt="Photo" />);
    const image = screen.getByRole('img', { name: 'Photo' });
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/parts/cal-87161.jpg');
    fireEvent.error(image);
    expect(screen.getByTestId('image-placeholder')).toHaveAttribute('src', placeholderImage);
  });

  it.each([null, undefined, '', 'javascript:alert(1)', '//evil.example.com/a.png', '/api/secret'])(
    'shows the placeholder when there is no usable image (%s)',
    (src) => {
      render(<ProductImage src={src} alt="" size={56} />);
      expect(screen.getByTestId('image-placeholder')).toHaveAttribute('src', placeholderImage);
    },
  );

  it('a new src after a failure is tried again', () => {
    const { rerender } = render(<ProductImage src="/images/products/broken.svg" alt="Part" />);
    fireEvent.error(screen.getByRole('img', { name: 'Part' }));
    rerender(<ProductImage src="/images/products/fixed.svg" alt="Part" />);
    expect(screen.getByRole('img', { name: 'Part' })).toHaveAttribute('src', '/images/products/fixed.svg?w=320');
  });
});
