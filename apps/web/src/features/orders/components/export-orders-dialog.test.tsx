import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { messages } from '@sparesfinder/contracts/messages';
import { reply, requestsTo } from '../../../test-utils/mock-api';
import { renderWithProviders } from '../../../test-utils/render';
import { ExportOrdersDialog } from './export-orders-dialog';

const exportRoute = `POST ${apiRoutes.orders.batchDownloadInvoice}`;
const succeeded = { success: true, message: messages.account.exportSucceeded };

const renderDialog = (answer: unknown = succeeded) =>
  renderWithProviders(<ExportOrdersDialog onClose={vi.fn()} />, { api: { [exportRoute]: answer } });
const from = () => screen.getByRole('textbox', { name: /^From/ });
const to = () => screen.getByRole('textbox', { name: /^To/ });

afterEach(() => vi.restoreAllMocks());

describe('ExportOrdersDialog (spec 1 §5: from and to dates dd/MM/yyyy)', () => {
  it('shows both dates as dd/MM/yyyy text boxes, whatever the browser locale', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    renderDialog();
    for (const field of [from(), to()]) {
      expect(field).toHaveAttribute('type', 'text');
      expect(field).toHaveAttribute('placeholder', 'dd/MM/yyyy');
      expect(field).toHaveAccessibleDescription('dd/MM/yyyy');
      expect(field).toBeRequired();
    }
  });

  it('accepts 31/01/2026 and sends the dates as typed with the fixed type and one taskId', async () => {
    const { user, api } = renderDialog();
    await user.type(from(), '01/01/2026');
    await user.type(to(), '31/01/2026');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.account.exportSucceeded);
    const [request] = requestsTo(api, exportRoute);
    const body = await request!.json();
    expect(body).toEqual({
      from: '01/01/2026',
      to: '31/01/2026',
      taskId: expect.any(String),
      type: 'pdf-zip',
    });
    expect(body.taskId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['a day that does not exist', '31/02/2026', 'Enter a real date as dd/MM/yyyy'],
    ['the ISO order', '2026-02-01', 'Use the format dd/MM/yyyy'],
    ['the US order', '02/31/2026', 'Enter a real date as dd/MM/yyyy'],
    ['nothing', '', 'From date is required'],
  ])('rejects %s in From with a field message and sends nothing', async (_case, text, message) => {
    const { user, api } = renderDialog();
    if (text) await user.type(from(), text);
    await user.type(to(), '31/03/2026');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await vi.waitFor(() => expect(from()).toHaveAccessibleDescription(message));
    expect(from()).toHaveAttribute('aria-invalid', 'true');
    expect(from()).toHaveFocus();
    expect(to()).toHaveAttribute('aria-invalid', 'false');
    expect(requestsTo(api, exportRoute)).toHaveLength(0);
  });

  it('requires the To date too', async () => {
    const { user, api } = renderDialog();
    await user.type(from(), '01/01/2026');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await vi.waitFor(() => expect(to()).toHaveAccessibleDescription('To date is required'));
    expect(requestsTo(api, exportRoute)).toHaveLength(0);
  });

  it("shows the server's field message (to before from) under To and keeps the form", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const text = 'The to date must not be before the from date';
    const { user } = renderDialog(
      reply(400, { statusCode: 400, code: 'validation', message: text, fieldErrors: { to: [text] } }),
    );
    await user.type(from(), '02/02/2026');
    await user.type(to(), '01/02/2026');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await vi.waitFor(() => expect(to()).toHaveAccessibleDescription(text));
    expect(from()).toHaveAccessibleDescription('dd/MM/yyyy');
  });
});
