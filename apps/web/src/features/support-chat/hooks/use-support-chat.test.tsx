import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_CHAT_SCRIPT_ID } from '../lib/support-chat-sdk';
import { useSupportChat } from './use-support-chat';

const config = { chatSupportBaseUrl: 'https://chat.example.com/', chatSupportWebsiteToken: 'token-123' };

type TProbeProps = Parameters<typeof useSupportChat>[0];

function Probe(props: TProbeProps) {
  useSupportChat(props);
  return null;
}

const script = () => document.getElementById(SUPPORT_CHAT_SCRIPT_ID) as HTMLScriptElement | null;
const chatWindow = window as unknown as Record<string, unknown>;

afterEach(() => {
  script()?.remove();
  delete chatWindow.chatwootSDK;
  delete chatWindow.$chatwoot;
});

describe('useSupportChat', () => {
  it('loads the SDK once on a /manage page and starts it when the script loads', () => {
    const run = vi.fn();
    const { rerender } = render(<Probe pathname="/manage/events" config={config} />);
    rerender(<Probe pathname="/manage/account" config={config} />);

    expect(document.querySelectorAll(`#${SUPPORT_CHAT_SCRIPT_ID}`)).toHaveLength(1);
    expect(script()?.src).toBe('https://chat.example.com/packs/js/sdk.js');

    chatWindow.chatwootSDK = { run };
    act(() => script()?.dispatchEvent(new Event('load')));
    expect(run).toHaveBeenCalledWith({ websiteToken: 'token-123', baseUrl: 'https://chat.example.com' });
  });

  it.each(['/account/settings', '/welcome', '/manage/event/4/dashboard'])('loads on %s', (pathname) => {
    render(<Probe pathname={pathname} config={config} />);

    expect(script()).not.toBeNull();
  });

  it.each(['/auth/login', '/', '/e/4/summer-fest', '/checkout/4/ABC/details'])('stays away from %s', (pathname) => {
    render(<Probe pathname={pathname} config={config} />);

    expect(script()).toBeNull();
  });

  it('stays away when the chat is not configured', () => {
    render(<Probe pathname="/manage/events" config={{ ...config, chatSupportWebsiteToken: null }} />);

    expect(script()).toBeNull();
  });

  it('removes the script, the widget and its globals when leaving the signed-in area', () => {
    const { rerender } = render(<Probe pathname="/manage/events" config={config} />);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div class="woot-widget-holder woot--hide"></div><div class="woot--bubble-holder"></div><div class="keep woot-x"></div><p class="other"></p>',
    );
    chatWindow.chatwootSDK = { run: vi.fn() };
    chatWindow.$chatwoot = { hasLoaded: true };

    rerender(<Probe pathname="/auth/login" config={config} />);

    expect(script()).toBeNull();
    expect(document.querySelectorAll('[class^="woot-"], [class*=" woot-"]')).toHaveLength(0);
    expect(document.querySelector('p.other')).not.toBeNull();
    expect(chatWindow.chatwootSDK).toBeUndefined();
    expect(chatWindow.$chatwoot).toBeUndefined();
    document.querySelector('p.other')?.remove();
  });

  it('sends the role once the widget is ready, and tolerates a widget without the method', () => {
    const setCustomAttributes = vi.fn();
    render(<Probe pathname="/manage/events" config={config} role="ADMIN" />);

    chatWindow.$chatwoot = { hasLoaded: true, setCustomAttributes };
    act(() => window.dispatchEvent(new Event('chatwoot:ready')));
    expect(setCustomAttributes).toHaveBeenCalledWith({ role: 'ADMIN' });

    chatWindow.$chatwoot = { hasLoaded: true };
    expect(() => render(<Probe pathname="/manage/events" config={config} role="ORGANIZER" />)).not.toThrow();
  });

  it('sends the role straight away when the widget is already running', () => {
    const setCustomAttributes = vi.fn();
    chatWindow.$chatwoot = { hasLoaded: true, setCustomAttributes };

    render(<Probe pathname="/manage/events" config={config} role="ORGANIZER" />);

    expect(setCustomAttributes).toHaveBeenCalledWith({ role: 'ORGANIZER' });
  });
});
