import type { TPublicConfig } from '@marquee/core';
import { useEffect } from 'react';
import { isSignedInAreaPath } from '../../../lib/app-areas';
import { loadSupportChat, removeSupportChat, setSupportChatRole } from '../lib/support-chat-sdk';

type TSupportChatInput = {
  pathname: string;
  config: Pick<TPublicConfig, 'chatSupportBaseUrl' | 'chatSupportWebsiteToken'>;
  /** The signed-in user's role, once known; sent to the chat as a custom attribute. */
  role?: string | null;
};

/** Spec §2/§9: the support chat lives only in /manage, /account and /welcome, and leaves with the user. */
export function useSupportChat({ pathname, config, role }: TSupportChatInput): void {
  const baseUrl = config.chatSupportBaseUrl;
  const websiteToken = config.chatSupportWebsiteToken;
  const isActive = Boolean(baseUrl && websiteToken) && isSignedInAreaPath(pathname);

  useEffect(() => {
    if (!isActive || !baseUrl || !websiteToken) return;
    loadSupportChat({ baseUrl, websiteToken });
    return removeSupportChat;
  }, [isActive, baseUrl, websiteToken]);

  useEffect(() => {
    if (!isActive || !role) return;
    return setSupportChatRole(role);
  }, [isActive, role]);
}
