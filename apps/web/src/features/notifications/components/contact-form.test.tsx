import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { reply } from '../../../test-utils/mock-api';
import { renderWithProviders } from '../../../test-utils/render';
import { ContactForm } from './contact-form';

const contactPath = 'POST /NotificationTriggerLog/ContactUsEmail';

describe('ContactForm', () => {
  it('shows the four required-field messages and sends nothing', async () => {
    const { user, api } = renderWithProviders(<ContactForm />, { api: { [contactPath]: { success: true, message: 'ok' } } });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    for (const text of ['First name is required', 'Last name is required', 'Email is required', 'Message is required']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Phone number/)).toHaveAttribute('aria-invalid', 'false');
    expect(api.requests).toHaveLength(0);
  });

  it('treats whitespace as empty and applies no e-mail format check', async () => {
    const { user, api } = renderWithProviders(<ContactForm />, { api: { [contactPath]: { success: true, message: 'ok' } } });
    await user.type(screen.getByLabelText(/First name/), '   ');
    await user.type(screen.getByLabelText(/Last name/), 'Morgan');
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('a filled field that is too long says so, not that it is required', async () => {
    const { user, api } = renderWithProviders(<ContactForm />, { api: { [contactPath]: { success: true, message: 'ok' } } });
    await user.click(screen.getByLabelText(/First name/));
    await user.paste('A'.repeat(101));
    await user.type(screen.getByLabelText(/Last name/), 'Morgan');
    await user.type(screen.getByLabelText(/^Email/), 'alex@example.test');
    await user.type(screen.getByLabelText(/Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('First name can be at most 100 characters')).toBeInTheDocument();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('posts the form and replaces it with the thank-you text', async () => {
    document.cookie = 'XSRF-TOKEN=token-1';
    const { user, api } = renderWithProviders(<ContactForm />, { api: { [contactPath]: { success: true, message: 'Sent' } } });
    await user.type(screen.getByLabelText(/First name/), 'Alex');
    await user.type(screen.getByLabelText(/Last name/), 'Morgan');
    await user.type(screen.getByLabelText(/^Email/), 'alex@acme-heating.test');
    await user.type(screen.getByLabelText(/Message/), 'Please call me about a boiler part.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thanks for contacting us! We will be in touch with you shortly.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Get in Touch' })).not.toBeInTheDocument();
    await expect(api.requests[0]!.json()).resolves.toEqual({
      firstName: 'Alex',
      lastName: 'Morgan',
      email: 'alex@acme-heating.test',
      phoneNumber: '',
      message: 'Please call me about a boiler part.',
    });
    expect(api.requests[0]!.headers.get('X-XSRF-TOKEN')).toBe('token-1');
  });

  it("shows the server's message and field errors when sending fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<ContactForm />, {
      api: {
        [contactPath]: reply(400, {
          statusCode: 400,
          code: 'validation',
          message: 'The request has invalid fields.',
          fieldErrors: { email: ['Email is too long'] },
        }),
      },
    });
    await user.type(screen.getByLabelText(/First name/), 'Alex');
    await user.type(screen.getByLabelText(/Last name/), 'Morgan');
    await user.type(screen.getByLabelText(/^Email/), 'alex@acme-heating.test');
    await user.type(screen.getByLabelText(/Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The request has invalid fields.')).toBeInTheDocument();
    expect(screen.getByText('Email is too long')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Get in Touch' })).toBeInTheDocument();
  });
});
