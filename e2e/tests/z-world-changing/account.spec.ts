import { expect as baseExpect, type Browser, type Page } from '@playwright/test';
import { axeViolations, demoAccounts, screenshotPath, signIn, test } from '../support';

/*
 * Issue 17: the account page against the real server. This folder sorts after every other spec on purpose: the
 * journey completes Fresh Plumbing's account, and earlier specs (sign-in, search, phone) rely on it being incomplete.
 * One serial journey, because each step builds on the one before (a completed account, then a merchant account …).
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });
// Every step waits on the real server; on a loaded CI machine a save can take several seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

const invitee = { firstName: 'Casey', surname: 'Newton', email: `casey.${Date.now()}@fresh-plumbing.test`, telephone: '0113 496 0888', password: 'combi-boiler-42' };

async function basketProductQty(page: Page): Promise<number> {
  const basket = (await (await page.request.get('/Basket/GetBasketForUser')).json()) as { lines: { qty: number; basketLineType: { name: string } }[] };
  return basket.lines.filter((line) => line.basketLineType.name === 'Product').reduce((sum, line) => sum + line.qty, 0);
}

/** Signs in straight to /settings; the machine running CI may be slow, so the page gets a minute. */
async function openAccountPage(page: Page, email: string) {
  await signIn(page, email, { returnUrl: '/settings', expectHome: false });
  await expect(page.getByRole('heading', { level: 1, name: 'Company Details' })).toBeVisible({ timeout: 60_000 });
}

async function drawSignature(page: Page) {
  const canvas = page.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 90);
  await page.mouse.down();
  for (const [x, y] of [[60, 40], [100, 100], [140, 35], [190, 95], [240, 50]]) await page.mouse.move(box.x + x!, box.y + y!, { steps: 4 });
  await page.mouse.up();
}

/** The newest mail to `to` at /dev/mail (the outbox), as text. */
async function mailText(page: Page, to: string): Promise<string> {
  await page.goto('/dev/mail');
  const item = page.getByRole('article').filter({ hasText: to }).first();
  await expect(item).toBeVisible();
  return item.innerText();
}

test('Fresh Plumbing completes its account: mandatory fields, address lookup, popup gone, adding allowed', async ({ page }) => {
  await signIn(page, demoAccounts.incomplete, { expectHome: false });
  const popup = page.getByRole('dialog', { name: 'Complete your Account to start shopping' });
  await expect(popup).toBeVisible({ timeout: 60_000 });
  await popup.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company Details' })).toBeVisible();

  // Adding a merchant account needs the mandatory fields saved first (spec 1 §5).
  await page.getByRole('button', { name: 'Add merchant account' }).click();
  await expect(page.getByText('Before adding a new merchant account, please complete the mandatory fields above and save your changes.')).toBeVisible();

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Please complete all mandatory fields')).toBeVisible();
  const address1 = page.getByLabel('Address line 1');
  await expect(address1).toHaveAttribute('aria-invalid', 'true');
  await address1.fill('x');
  await expect(address1).toHaveAttribute('aria-invalid', 'false'); // editing clears the field's error

  await page.getByRole('button', { name: 'Find address by postcode' }).click();
  const lookup = page.getByRole('dialog', { name: 'Find your address' });
  await lookup.getByLabel('Postcode').fill('LS6 2AL');
  await lookup.getByRole('button', { name: 'Find address' }).click();
  const addresses = lookup.getByRole('list', { name: 'Addresses' }).getByRole('button');
  await expect(addresses.first()).toBeVisible();
  await lookup.getByLabel('Postcode').fill('');
  await expect(lookup.getByRole('list', { name: 'Addresses' })).toHaveCount(0); // cleared on empty input
  await lookup.getByLabel('Postcode').fill('LS6 2AL');
  await lookup.getByRole('button', { name: 'Find address' }).click();
  await addresses.first().click();
  await expect(lookup).toBeHidden();
  await expect(page.getByLabel('Town/City')).not.toHaveValue('');

  const telephone = page.getByLabel('Telephone', { exact: false }).first();
  await telephone.fill('0113 496 0555abc');
  await expect(telephone).toHaveValue('0113 496 0555'); // numeric input
  await expect(page.getByLabel('First name')).toHaveValue('Jordan');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Successfully updated!')).toBeVisible();
  await expect(page.getByText('Successfully updated!')).toBeHidden({ timeout: 10_000 }); // the page reloads after 2 s
  await expect(page.getByRole('heading', { level: 1, name: 'Company Details' })).toBeVisible();

  // Adding to the basket is allowed now, and the popup (never shown on My Account itself) is gone from the shop.
  const before = await basketProductQty(page);
  await page.goto('/products?searchTerm=diverter%20valve');
  await expect(page.getByRole('heading', { level: 1, name: /diverter valve/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Complete your Account to start shopping' })).toHaveCount(0);
  await page.getByRole('article').getByRole('button', { name: /^Add to order/ }).first().click();
  await expect.poll(() => basketProductQty(page)).toBeGreaterThan(before);
});

test('adds a Pipeworks Direct account: automatic validation, signature joins the buying group, edit, payment method, remove', async ({ page }) => {
  await openAccountPage(page, demoAccounts.incomplete);
  await page.getByRole('button', { name: 'Add merchant account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add merchant account' });
  await dialog.getByLabel('Merchant').click();
  await page.getByRole('option', { name: 'Pipeworks Direct' }).click();
  await dialog.getByLabel(/^Branch/).click();
  await expect(page.locator('.MuiAutocomplete-groupLabel').first()).toBeVisible(); // grouped by region
  await page.getByRole('option').first().click();
  await dialog.getByLabel('Account number').fill('PWD00000');
  await dialog.getByLabel('Account postcode').fill('LS6 2AL');
  await dialog.getByLabel('Account phone number').fill('0113 496 0555');

  const validate = dialog.getByRole('button', { name: 'Click to Automatically Validate Account' });
  await validate.click();
  await expect(dialog.getByText('Account number not recognised').first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add account' })).toBeDisabled();

  await dialog.getByLabel('Account number').fill('PWD40721');
  await expect(validate).toBeEnabled(); // validation reset by the change
  await validate.click();
  await expect(dialog.getByText('Account validated.')).toBeVisible();

  // Not yet a member: the agreement and a signature are required.
  await dialog.getByRole('button', { name: 'Add account' }).click();
  await expect(dialog.getByText('Please tick the agreement and sign to join the buying group.')).toBeVisible();
  await dialog.getByLabel('I agree to the buying group terms on behalf of my company').check();
  await drawSignature(page);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.screenshot({ path: screenshotPath('account-merchant-dialog-signature-1366') });
  // A fast double click sends one request (a second one was refused and shown as a failure).
  const writes = countRequests(page, /\/OrganisationSupplier\/(Create|Delete)/i);
  await dialog.getByRole('button', { name: 'Add account' }).dblclick();
  await expect(page.getByText('Merchant account added. Welcome to the buying group.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /already|went wrong|not found/i })).toHaveCount(0);
  expect(writes()).toBe(1);
  const row = page.getByTestId('merchant-account-2');
  await expect(row.getByText('Approved')).toBeVisible();
  await expect(page.getByText('Buying group member')).toBeVisible();

  // Default payment method: disabled while saving, then the new value.
  await row.getByLabel('Pay by').click();
  await page.getByRole('option', { name: 'Card' }).click();
  await expect(page.getByText('Default payment method updated.')).toBeVisible();
  await expect(row.getByLabel('Pay by')).toHaveText('Card');

  // Edit: merchant, branch, number, postcode and phone are read-only, no validate button.
  await row.getByRole('button', { name: 'Edit Pipeworks Direct account' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit merchant account' });
  await expect(edit.getByLabel('Account number')).toBeDisabled();
  await expect(edit.getByLabel('Account postcode')).toBeDisabled();
  await expect(edit.getByRole('button', { name: /Validate/ })).toHaveCount(0);
  await edit.getByLabel('Account type').click();
  await page.getByRole('option', { name: 'Cash account' }).click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Merchant account updated.')).toBeVisible();

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: screenshotPath('account-desktop-1366'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // On a phone each account is a card: its facts labelled and its buttons within the screen, nothing scrolled aside.
  await expect(row.getByRole('heading', { name: 'Pipeworks Direct' })).toBeVisible();
  await expect(row.getByText('Account number')).toBeVisible();
  await expect(row.getByText('PWD40721')).toBeVisible();
  await expect(row.getByLabel('Pay by')).toHaveText('Card');
  const remove = await row.getByRole('button', { name: 'Remove Pipeworks Direct account' }).boundingBox();
  expect(remove!.x + remove!.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: screenshotPath('account-phone-390'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // Remove, after confirmation.
  await row.getByRole('button', { name: 'Remove Pipeworks Direct account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this merchant account?' });
  await confirm.getByRole('button', { name: 'Remove' }).dblclick();
  await expect(page.getByText('Merchant account removed.')).toBeVisible();
  await expect(page.getByTestId('merchant-account-2')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: /already|went wrong|not found/i })).toHaveCount(0);
  expect(writes()).toBe(2);

  // The confirmation e-mail went through the outbox.
  expect(await mailText(page, 'new@fresh-plumbing.test')).toContain('Welcome to the SparesFinder buying group');
});

/** How many requests to the matching API paths the page has sent since this call. */
function countRequests(page: Page, path: RegExp): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (path.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

async function signInAs(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/bff/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return { context, page };
}

test('invite -> set password -> sign in as the invitee; disabling signs them out', async ({ page, browser }) => {
  await openAccountPage(page, demoAccounts.incomplete);
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  const send = dialog.getByRole('button', { name: 'Send invitation' });
  await dialog.getByLabel('First name').fill(invitee.firstName);
  await dialog.getByLabel('Surname').fill(invitee.surname);
  await dialog.getByLabel('Email').fill(invitee.email);
  await expect(send).toBeDisabled(); // all four fields are needed
  await dialog.getByLabel('Telephone').fill(invitee.telephone);
  await send.click();
  await expect(page.getByText('User created successfully.')).toBeVisible();
  await expect(page.getByRole('cell', { name: invitee.email })).toBeVisible();

  const mail = await mailText(page, invitee.email);
  const link = /\/account\/set-password\?token=[\w-]{43}/.exec(mail)?.[0];
  expect(link).toBeTruthy();

  const guest = await browser.newContext();
  const setPage = await guest.newPage();
  await setPage.goto(link!);
  await setPage.getByLabel('New password').fill(invitee.password);
  await setPage.getByLabel('Confirm password').fill(invitee.password);
  await setPage.getByRole('button', { name: 'Set password' }).click();
  await expect(setPage.getByText('Your password has been set. Please sign in.')).toBeVisible();
  await guest.close();

  const { context, page: inviteePage } = await signInAs(browser, invitee.email, invitee.password);
  await expect(inviteePage.getByRole('link', { name: 'My account' }).first()).toBeVisible({ timeout: 60_000 });

  // The admin disables the invitee: their session ends at once.
  await page.goto('/settings');
  await page.getByRole('button', { name: `Disable ${invitee.firstName} ${invitee.surname}` }).click();
  await expect(page.getByText('User disabled.')).toBeVisible();
  await inviteePage.goto('/settings');
  await expect(inviteePage).toHaveURL(/\/bff\/login/);
  await context.close();

  // An admin cannot disable themselves: no button on their own row.
  await expect(page.getByRole('button', { name: 'Disable Jordan Fresh' })).toHaveCount(0);
});

test('the account page is axe-clean and reads well on a phone', async ({ page }) => {
  await openAccountPage(page, demoAccounts.admin);
  await expect(page.getByRole('heading', { name: 'Merchant Accounts' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
  // The users' e-mails wrap at their '@' and dots, never inside a word: each piece between break points is one line.
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByText('admin@acme-heating.test')).toBeVisible();
  const piecesOverLines = await users.evaluate((table) =>
    Array.from(table.querySelectorAll('td span'))
      .filter((span) => span.querySelector(':scope > wbr'))
      .flatMap((span) => Array.from(span.querySelectorAll(':scope > span')))
      .map((piece) => ({ piece: piece.textContent, lines: new Set(Array.from(piece.getClientRects(), (rect) => Math.round(rect.top))).size })),
  );
  expect(piecesOverLines.length).toBeGreaterThan(0);
  expect(piecesOverLines.filter((piece) => piece.lines > 1)).toEqual([]);
});

test('nocheckout has no My Account route', async ({ page }) => {
  await signIn(page, demoAccounts.noCheckout, { returnUrl: '/settings', expectHome: false });
  await expect(page).toHaveURL(/\/$/, { timeout: 60_000 });
  await expect(page.getByRole('link', { name: 'My account' })).toHaveCount(0);
});

test('the electrical group (4) has no My Account route either', async ({ page }) => {
  await signIn(page, demoAccounts.electrical, { returnUrl: '/settings', expectHome: false });
  await expect(page).toHaveURL(/\/$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to SparesFinder Electrical Services');
  await expect(page.getByRole('link', { name: 'My account' })).toHaveCount(0);
});

test("screenshots of Acme's account page and its dialogs at 1366 and 390 px", async ({ page }) => {
  await openAccountPage(page, demoAccounts.admin);
  await expect(page.getByRole('heading', { name: 'Manage Saved Cards' })).toBeVisible();
  for (const [width, height] of [[1366, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: screenshotPath(`account-acme-${width}`), fullPage: true });

    await page.getByRole('button', { name: 'Find address by postcode' }).click();
    const lookup = page.getByRole('dialog', { name: 'Find your address' });
    await lookup.getByLabel('Postcode').fill('LS11 5AB');
    await lookup.getByRole('button', { name: 'Find address' }).click();
    await expect(lookup.getByRole('list', { name: 'Addresses' }).getByRole('button').first()).toBeVisible();
    await page.screenshot({ path: screenshotPath(`account-address-lookup-${width}`) });
    await page.keyboard.press('Escape');
    await expect(lookup).toBeHidden();

    await page.getByRole('button', { name: 'Add merchant account' }).click();
    const add = page.getByRole('dialog', { name: 'Add merchant account' });
    await add.getByLabel('Merchant').click();
    await page.getByRole('option', { name: 'Pipeworks Direct' }).click();
    await expect(add.getByRole('button', { name: 'Click to Automatically Validate Account' })).toBeVisible();
    await page.screenshot({ path: screenshotPath(`account-merchant-dialog-${width}`) });
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expect(add).toBeHidden();

    await page.getByRole('button', { name: 'Invite user' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite user' });
    await expect(invite.getByLabel('First name')).toBeVisible();
    await page.screenshot({ path: screenshotPath(`account-invite-user-${width}`) });
    await invite.getByRole('button', { name: 'Cancel' }).click();
    await expect(invite).toBeHidden();

    await page.getByRole('button', { name: /^Remove card ending/ }).first().click();
    const removeCard = page.getByRole('dialog', { name: 'Remove saved card?' });
    await expect(removeCard).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(`account-remove-card-${width}`) });
    await removeCard.getByRole('button', { name: 'Cancel' }).click();
    await expect(removeCard).toBeHidden();
  }
});

// Last: other specs pay with Acme's seeded card (checkout-card.spec.ts), and this one removes it for good.
test('Manage Saved Cards: Acme removes its saved cards after "Remove saved card?"; the section goes with the last', async ({ page }) => {
  await openAccountPage(page, demoAccounts.admin);
  const section = page.getByRole('region', { name: 'Manage Saved Cards' });
  // checkout-card.spec.ts saves the 4242 test card too, so there may be two cards ending 4242.
  const cards4242 = section.getByText('Card ending 4242');
  await expect(cards4242.first()).toBeVisible();
  const before = await cards4242.count();
  await expect(section.getByText(/Expires \d{2}\/\d{2}/).first()).toBeVisible();

  // Cancel keeps the card.
  await section.getByRole('button', { name: 'Remove card ending 4242' }).first().click();
  await page.getByRole('dialog', { name: 'Remove saved card?' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(cards4242).toHaveCount(before);

  // checkout-card.spec.ts may have saved a second card: each goes the same way.
  const removeButtons = section.getByRole('button', { name: /^Remove card ending/ });
  for (let left = await removeButtons.count(); left > 0; left--) {
    await removeButtons.first().click();
    const confirm = page.getByRole('dialog', { name: 'Remove saved card?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    if (left > 1) await expect(removeButtons).toHaveCount(left - 1);
  }
  await expect(page.getByRole('heading', { name: 'Manage Saved Cards' })).toHaveCount(0); // only shown when cards exist
  expect(await (await page.request.get('/SavedCard/GetSavedCards')).json()).toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Merchant Accounts' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Manage Saved Cards' })).toHaveCount(0);
});

