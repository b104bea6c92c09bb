import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { messages } from '@sparesfinder/contracts/messages';
import { configurationRoute, productCard } from '../../../test-utils/catalogue-fixtures';
import { basketLine, basketWith } from '../../../test-utils/fixtures';
import { renderWithProviders } from '../../../test-utils/render';
import { addedNoticeMs, BasketAddFeedback } from './basket-add-feedback';
import { ProductCard } from './product-card';

/** jsdom has no layout: answer every media query as a phone (≤ 767 px) or not. */
function emulatePhone(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

const api = {
  ...configurationRoute(),
  'POST /Basket/AddLine': basketWith([basketLine({ qty: 1 })]),
  'GET /Basket/GetRelatedProducts': { collection: [], count: 0 },
};

function renderFeedback() {
  return renderWithProviders(
    <BasketAddFeedback settings={{ hideOfferLabels: false, isAccountCompleted: true }}>
      <ProductCard product={productCard()} />
    </BasketAddFeedback>,
    { api },
  );
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('after an add with no related products', () => {
  it("phones get the 'Item(s) added to basket' toast with Go to Basket for 3 seconds; it pins after 200 px of scrolling", async () => {
    emulatePhone(true);
    const { user } = renderFeedback();
    await user.click(screen.getByRole('button', { name: /^Add to order/ }));
    const toast = (await screen.findByText(messages.shell.itemsAddedToBasket)).closest('[role="status"]');
    expect(screen.getByRole('link', { name: 'Go to Basket' })).toHaveAttribute('href', '/Basket');
    expect(toast).toHaveAttribute('data-position', 'top');
    Object.defineProperty(window, 'scrollY', { value: 250, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(toast).toHaveAttribute('data-position', 'fixed'));
    await waitFor(
      () => expect(screen.queryByText(messages.shell.itemsAddedToBasket)).not.toBeInTheDocument(),
      { timeout: addedNoticeMs + 1500 },
    );
  });

  it("wider screens get the same 'Item(s) added to basket' notice, without the button, which goes after 3 seconds", async () => {
    emulatePhone(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderFeedback();
      await user.click(screen.getByRole('button', { name: /^Add to order/ }));
      expect(await screen.findByText(messages.shell.itemsAddedToBasket)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Go to Basket' })).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(addedNoticeMs - 200));
      expect(screen.getByText(messages.shell.itemsAddedToBasket)).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(400));
      expect(screen.queryByText(messages.shell.itemsAddedToBasket)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['a phone', true],
    ['a wide screen', false],
  ])("on %s the notice reads exactly the spec's words (one wording on every layout)", async (_layout, phone) => {
    emulatePhone(phone);
    const { user } = renderFeedback();
    await user.click(screen.getByRole('button', { name: /^Add to order/ }));
    // The literal words, not the constant: the spec's text is what must show (spec 2 §2, spec 3 §2.10).
    const words = await screen.findByText('Item(s) added to basket', { exact: true });
    expect(words.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText(/^Item added to basket/)).not.toBeInTheDocument();
  });
});
