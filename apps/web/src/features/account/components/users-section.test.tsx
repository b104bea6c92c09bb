import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { reply, requestsTo } from '../../../test-utils/mock-api';
import { renderWithProviders } from '../../../test-utils/render';
import { UsersSection } from './users-section';

const list = 'GET /Account/ListUsers';
const lock = 'POST /Account/LockUser';
const inviteCall = 'POST /Account/InviteUser';
const me = { id: 1, userName: 'admin@acme-heating.test', firstName: 'Alex', surname: 'Morgan', telephone: null, roleName: 'CompanyAdmin', isActive: true };
const buyer = { id: 2, userName: 'buyer@acme-heating.test', firstName: 'Chris', surname: 'Buyer', telephone: null, roleName: 'Buyer', isActive: true };
const invitee = { firstName: 'Sam', surname: 'Okafor', email: 'sam@acme-heating.test', telephone: '0113 496 0777' };

async function fillInvite(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: 'Invite user' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Invite user' }));
  const send = dialog.getByRole('button', { name: 'Send invitation' });
  await user.type(dialog.getByRole('textbox', { name: /^First name/ }), invitee.firstName);
  await user.type(dialog.getByRole('textbox', { name: /^Surname/ }), invitee.surname);
  await user.type(dialog.getByRole('textbox', { name: /^Email/ }), invitee.email);
  expect(send).toBeDisabled(); // spec 1 §5: all four fields, otherwise nothing is sent
  await user.type(dialog.getByRole('textbox', { name: /^Telephone/ }), invitee.telephone);
  return send;
}

describe('Users (spec 1 §2 section 5, §4, §5, §6, §8)', () => {
  it('shows position and status; disabling refreshes the list; no button on your own row', async () => {
    let users = [me, buyer];
    const { user, api } = renderWithProviders(<UsersSection currentUserId={1} />, {
      api: {
        [list]: () => ({ body: users }),
        [lock]: () => {
          users = [me, { ...buyer, isActive: false }];
          return { body: { success: true, message: 'User disabled.' } };
        },
      },
    });
    const row = (await screen.findByText('Chris Buyer')).closest('tr')!;
    expect(within(row).getAllByText('Buyer').length).toBeGreaterThan(0);
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable Alex Morgan' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disable Chris Buyer' }));
    expect(await screen.findByText('User disabled.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enable Chris Buyer' })).toBeInTheDocument();
    expect(await requestsTo(api, lock)[0]!.text()).toBe('id=2');
  });

  it("invites with all four fields: 'User created successfully.'", async () => {
    const { user, api } = renderWithProviders(<UsersSection currentUserId={1} />, {
      api: { [list]: [me], [inviteCall]: { success: true, message: 'User created successfully.' } },
    });
    await screen.findByText('Alex Morgan');
    await user.click(await fillInvite(user));
    expect(await screen.findByText('User created successfully.')).toBeInTheDocument();
    expect(await requestsTo(api, inviteCall)[0]!.json()).toEqual(invitee);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite user' })).not.toBeInTheDocument());
  });

  it("shows the server's text when creating the user fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<UsersSection currentUserId={1} />, {
      api: { [list]: [me], [inviteCall]: reply(409, { statusCode: 409, code: 'conflict', message: 'A user with this email address already exists.' }) },
    });
    await screen.findByText('Alex Morgan');
    await user.click(await fillInvite(user));
    expect(await screen.findByText('A user with this email address already exists.')).toBeInTheDocument();
  });
});
