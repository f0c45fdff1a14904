/*
 * A Chatwoot-compatible support chat: one external SDK script that, once run, injects its bubble and
 * iframe (elements with `woot-` classes) and exposes `window.$chatwoot`. Every call is guarded because
 * the script may be blocked, slow, or a different version.
 */

export const SUPPORT_CHAT_SCRIPT_ID = 'marquee-support-chat-sdk';
const READY_EVENT = 'chatwoot:ready';

type TSupportChatWindow = Window & {
  chatwootSDK?: { run?: (options: { websiteToken: string; baseUrl: string }) => void };
  $chatwoot?: { hasLoaded?: boolean; setCustomAttributes?: (attributes: Record<string, string | number>) => void };
  chatwootSettings?: unknown;
};

const chatWindow = () => window as TSupportChatWindow;

export function loadSupportChat({ baseUrl, websiteToken }: { baseUrl: string; websiteToken: string }): void {
  if (document.getElementById(SUPPORT_CHAT_SCRIPT_ID)) return;
  const base = baseUrl.replace(/\/+$/, '');
  const script = document.createElement('script');
  script.id = SUPPORT_CHAT_SCRIPT_ID;
  script.src = `${base}/packs/js/sdk.js`;
  script.async = true;
  script.defer = true;
  script.onload = () => {
    try {
      chatWindow().chatwootSDK?.run?.({ websiteToken, baseUrl: base });
    } catch (error) {
      console.warn('Support chat could not start', error);
    }
  };
  document.body.append(script);
}

/** Removes the script, the widget's DOM and the SDK's globals, so a later load starts clean. */
export function removeSupportChat(): void {
  document.getElementById(SUPPORT_CHAT_SCRIPT_ID)?.remove();
  for (const element of document.querySelectorAll('[class^="woot-"], [class*=" woot-"]')) element.remove();
  const target = chatWindow();
  delete target.chatwootSDK;
  delete target.$chatwoot;
  delete target.chatwootSettings;
}

/** Sends the user's role as a custom attribute, now or when the widget reports ready. Returns a cleanup. */
export function setSupportChatRole(role: string): () => void {
  const apply = () => {
    try {
      chatWindow().$chatwoot?.setCustomAttributes?.({ role });
    } catch (error) {
      console.warn('Support chat rejected the user attributes', error);
    }
  };
  if (chatWindow().$chatwoot?.hasLoaded) {
    apply();
    return () => {};
  }
  window.addEventListener(READY_EVENT, apply, { once: true });
  return () => window.removeEventListener(READY_EVENT, apply);
}
