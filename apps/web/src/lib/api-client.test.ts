import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { UnreadNotificationsResponse } from '@sparesfinder/contracts/notifications';
import { mockApi, reply } from '../test-utils/mock-api';
import { apiRead, apiRequest, loginUrl, requestRead } from './api-client';
import { ApiError } from './api-error';
import { browser } from './browser';
import { shouldRetry } from './query-client';

const ok = z.object({ success: z.boolean() });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('apiRequest', () => {
  it('parses the response with the contract schema and sends same-origin credentials', async () => {
    const api = mockApi({ 'GET /NotificationTriggerLog/UnreadNotifications': { count: 3, extra: 'dropped' } });
    await expect(apiRequest('/NotificationTriggerLog/UnreadNotifications', { schema: UnreadNotificationsResponse })).resolves.toEqual({ count: 3 });
    expect(api.fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin', method: 'GET' });
  });

  it('adds query parameters, skipping empty ones', async () => {
    const api = mockApi({ 'GET /GetBannerText': { success: true } });
    await apiRequest('/GetBannerText', { schema: ok, query: { organisationId: 7, skip: undefined } });
    expect(api.requests[0]?.url).toBe('http://localhost/GetBannerText?organisationId=7');
  });

  it('echoes the XSRF-TOKEN cookie on state-changing calls only', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D123';
    const api = mockApi({ 'POST /NotificationTriggerLog/ContactUsEmail': { success: true }, 'GET /Account/UserDetails': { success: true } });
    await apiRequest('/NotificationTriggerLog/ContactUsEmail', { method: 'POST', body: { a: 1 }, schema: ok });
    await apiRequest('/Account/UserDetails', { schema: ok });
    expect(api.requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('abc=123');
    expect(api.requests[0]?.headers.get('Content-Type')).toBe('application/json');
    await expect(api.requests[0]?.json()).resolves.toEqual({ a: 1 });
    expect(api.requests[1]?.headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('sends the browser to the login endpoint on any 401 and never settles', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    mockApi({ 'POST /Basket/UpdateBasketForUser': reply(401, { statusCode: 401, code: 'unauthorised', message: 'Not signed in' }) });
    const settled = vi.fn();
    void apiRequest('/Basket/UpdateBasketForUser', { method: 'POST', schema: ok }).then(settled, settled);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/bff/login?returnUrl=/'));
    expect(loginUrl).toBe('/bff/login?returnUrl=/');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
  });

  it('throws a typed ApiError carrying the server message and field errors', async () => {
    mockApi({
      'POST /NotificationTriggerLog/ContactUsEmail': reply(400, {
        statusCode: 400,
        code: 'validation',
        message: 'The request has invalid fields.',
        fieldErrors: { email: ['Email is required'] },
      }),
    });
    const error = await apiRequest('/NotificationTriggerLog/ContactUsEmail', { method: 'POST', schema: ok }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 400, code: 'validation', message: 'The request has invalid fields.', fieldErrors: { email: ['Email is required'] } });
  });

  it('falls back to the default error text when the body is not an error response', async () => {
    mockApi({ 'GET /Account/UserDetails': reply(502, '<html>Bad gateway</html>') });
    await expect(apiRequest('/Account/UserDetails', { schema: ok })).rejects.toMatchObject({ statusCode: 502, message: 'Something went wrong.', fieldErrors: {} });
  });

  it('rejects a response that breaks its contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /Account/UserDetails': { success: 'yes' } });
    await expect(apiRequest('/Account/UserDetails', { schema: ok })).rejects.toMatchObject({ code: 'invalid_response' });
  });
});

describe('requestRead', () => {
  it('makes a read without a body as a GET with its query, and one with a body as a POST of it with the CSRF echo', async () => {
    document.cookie = 'XSRF-TOKEN=t1';
    const api = mockApi({ 'GET /GetBannerText': { success: true }, 'POST /ProductSearch/SearchIndex': { success: false } });
    await expect(requestRead(apiRead({ path: '/GetBannerText', query: { organisationId: 7 }, schema: ok }))).resolves.toEqual({ success: true });
    await expect(requestRead(apiRead({ path: '/ProductSearch/SearchIndex', body: { searchTerm: 'valve' }, schema: async () => ok }))).resolves.toEqual({ success: false });
    expect(api.requests[0]?.url).toBe('http://localhost/GetBannerText?organisationId=7');
    expect(api.requests[0]?.method).toBe('GET');
    expect(api.requests[1]?.method).toBe('POST');
    expect(api.requests[1]?.headers.get('X-XSRF-TOKEN')).toBe('t1');
    await expect(api.requests[1]?.json()).resolves.toEqual({ searchTerm: 'valve' });
  });
});

describe('shouldRetry', () => {
  it('does not retry client errors but retries server errors twice', () => {
    expect(shouldRetry(0, new ApiError({ statusCode: 404, code: 'not_found', message: 'x' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ statusCode: 503, code: 'internal', message: 'x' }))).toBe(true);
    expect(shouldRetry(2, new TypeError('network'))).toBe(false);
  });
});
