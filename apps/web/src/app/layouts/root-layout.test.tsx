import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_CHAT_SCRIPT_ID } from '../../features/support-chat';
import { activateLocale, i18n } from '../../lib/i18n';
import { renderRoutes } from '../../test/render';
import { RootLayout } from './root-layout';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const chatConfig = { chatSupportBaseUrl: 'https://chat.example.com', chatSupportWebsiteToken: 'token' };

function renderAt(path: string) {
  return renderRoutes([{ element: <RootLayout />, children: [{ path: '*', element: <p>page</p> }] }], {
    initialPath: path,
    config: chatConfig,
  });
}

describe('RootLayout', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(async () => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    document.getElementById(SUPPORT_CHAT_SCRIPT_ID)?.remove();
    await activateLocale('en');
  });

  it("applies the signed-in user's locale when no cookie is set", async () => {
    fetchMock.mockResolvedValue(json(200, { data: { id: 1, role: 'ADMIN', locale: 'de' } }));

    renderAt('/manage/events');

    await waitFor(() => expect(i18n.locale).toBe('de'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/users/me');
    expect(document.getElementById(SUPPORT_CHAT_SCRIPT_ID)).not.toBeNull();
  });

  it("keeps the cookie's locale over the user's", async () => {
    document.cookie = 'locale=fr; path=/';
    await activateLocale('fr');
    fetchMock.mockResolvedValue(json(200, { data: { id: 1, role: 'ADMIN', locale: 'de' } }));

    renderAt('/manage/events');

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n.locale).toBe('fr');
  });

  it('does not ask for the user, nor load the chat, outside the signed-in areas', async () => {
    renderAt('/this-page-is-missing');

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(SUPPORT_CHAT_SCRIPT_ID)).toBeNull();
  });
});
