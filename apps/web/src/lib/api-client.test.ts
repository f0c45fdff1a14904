import { DEFAULT_PUBLIC_CONFIG } from '@marquee/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, buildApiUrl } from './api-client';
import { ApiError } from './api-error';
import { setConfig } from './config';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiClient', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    setConfig({ ...DEFAULT_PUBLIC_CONFIG, apiUrlClient: '/api/' });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    setConfig(undefined);
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends cookies and JSON to the configured base URL and returns the envelope', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { id: 1 } }));

    const body = await apiClient.post<{ data: { id: number } }>('/events', { title: 'Gala' });

    expect(body).toEqual({ data: { id: 1 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/events');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"title":"Gala"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('keeps list envelopes whole and adds the query string', async () => {
    const list = { data: [{ id: 1 }], meta: { current_page: 1 } };
    fetchMock.mockResolvedValue(json(200, list));

    await expect(apiClient.get('events', { query: { page: 2, query: 'jazz', sort_by: undefined } })).resolves.toEqual(
      list,
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/events?page=2&query=jazz');
  });

  it('resolves to undefined for an empty answer', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(apiClient.delete('events/1')).resolves.toBeUndefined();
  });

  it('maps an error body to an ApiError with status, message and field errors', async () => {
    fetchMock.mockResolvedValue(
      json(422, { message: 'The given data was invalid.', errors: { email: ['The email is taken.'] } }),
    );

    const error = await apiClient.post('users', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'The given data was invalid.',
      fieldErrors: { email: ['The email is taken.'] },
    });
  });

  it('still gives an ApiError when the error body is not the usual shape', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await apiClient.get('events').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, fieldErrors: {} });
    expect((error as ApiError).message).toContain('502');
  });

  it('reports an unreachable server as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(apiClient.get('events')).rejects.toMatchObject({ status: 0, name: 'ApiError' });
  });

  it('lets an aborted request reject with the abort itself', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('Aborted', 'AbortError'));

    await expect(apiClient.get('events', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('buildApiUrl', () => {
  it('joins absolute bases and paths without doubling slashes', () => {
    expect(buildApiUrl('/users/me', undefined, 'https://api.example.com/api/')).toBe(
      'https://api.example.com/api/users/me',
    );
  });
});
