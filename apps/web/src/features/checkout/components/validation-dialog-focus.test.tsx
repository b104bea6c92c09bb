import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { messages } from '@sparesfinder/contracts/messages';
import { renderCheckout, rules } from '../checkout-fixtures';

/** Tab (as a keyboard user does) until the named control has focus; the count stays well below the page's controls. */
async function tabTo(user: UserEvent, name: RegExp | string) {
  const target = await screen.findByRole('button', { name });
  for (let presses = 0; presses < 60 && document.activeElement !== target; presses++) await user.tab();
  expect(document.activeElement).toBe(target);
}

async function closeDialogBy(user: UserEvent, key: '{Enter}' | '{Escape}') {
  await screen.findByRole('dialog');
  await user.keyboard(key);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('after the checkout validation dialog, focus goes where the buyer must act (not <body>)', () => {
  it('a missing telephone, dialog closed with OK (Enter): focus lands on Contact telephone', async () => {
    const { user } = renderCheckout();
    await user.clear(await screen.findByRole('textbox', { name: /Contact telephone/ }));
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await tabTo(user, 'Place Order');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(messages.checkout.completeMandatoryFields);
    await closeDialogBy(user, '{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Contact telephone/ })));
    // The keyboard user types straight in, and Place Order is back.
    await user.keyboard('0113 496 0000');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('a missing preferred collection branch, dialog closed with Escape: focus lands on that field', async () => {
    const { user } = renderCheckout({ checkoutRules: rules({ preferredCollectionBranchShown: true }) });
    await user.click(await screen.findByRole('checkbox', { name: /I accept the/ }));
    await tabTo(user, 'Place Order');
    await user.keyboard('{Enter}');
    await closeDialogBy(user, '{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Preferred collection branch/ })));
  });

  it('the terms not accepted: focus lands on the terms checkbox', async () => {
    const { user } = renderCheckout();
    await tabTo(user, 'Place Order');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(messages.checkout.acceptTerms);
    await closeDialogBy(user, '{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /I accept the/ })));
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });
});
