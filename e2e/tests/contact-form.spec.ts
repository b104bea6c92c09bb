import { expect } from '@playwright/test';
import { demoAccounts, signIn, test } from './support';

test('Get in Touch: required-field messages, then the thank-you text', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  const form = page.getByRole('form', { name: 'Get in Touch' });
  await form.getByRole('button', { name: 'Send message' }).click();
  for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Message is required']) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await form.getByLabel('First name').fill('Alex');
  await form.getByLabel('Last name').fill('Morgan');
  await form.getByLabel('Email').fill('alex@acme-heating.test');
  await form.getByLabel('Message').fill('Do you stock CAL-87161 in Leeds?');
  await expect(form.getByText('First name is required')).toHaveCount(0);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thanks for contacting us! We will be in touch with you shortly.')).toBeVisible();

  // The message went through the mail outbox.
  await page.goto('/dev/mail');
  await expect(page.getByText('Do you stock CAL-87161 in Leeds?').first()).toBeVisible();
});
