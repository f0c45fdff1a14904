/*
 * Spec §9: the "powered by" footer link of the error screen and the widget carries tracking parameters
 * (source, medium, campaign, content), and the hosted variant is told apart from self-hosted installs
 * by the frontend URL. The parameter values are recorded in docs/decisions/010-powered-by-link.md.
 */

export const MARQUEE_WEBSITE_URL = 'https://marquee.events';
export const HOSTED_APP_DOMAIN = 'marquee.events';

const POWERED_BY_CAMPAIGN = 'powered-by';
const UNKNOWN_SOURCE = 'unknown';

export type TPoweredByMedium = 'app' | 'widget';

function hostnameOf(url: string): string | null {
  try {
    // An absolute fully qualified name may end in a dot ('marquee.events.'); it is the same host.
    const hostname = new URL(url).hostname.replace(/\.$/, '');
    // 'localhost:8080' parses as the scheme 'localhost:' with no host at all.
    return hostname === '' ? null : hostname;
  } catch {
    return null;
  }
}

/** The hosted service runs on HOSTED_APP_DOMAIN or one of its subdomains; everything else is self-hosted. */
export function isHostedFrontend(frontendUrl: string): boolean {
  const hostname = hostnameOf(frontendUrl);
  if (hostname === null) return false;
  // The leading dot keeps look-alikes such as 'notmarquee.events' out.
  return hostname === HOSTED_APP_DOMAIN || hostname.endsWith(`.${HOSTED_APP_DOMAIN}`);
}

export function buildPoweredByUrl(input: { frontendUrl: string; medium: TPoweredByMedium; content: string }): string {
  const url = new URL(MARQUEE_WEBSITE_URL);
  url.searchParams.set('utm_source', hostnameOf(input.frontendUrl) ?? UNKNOWN_SOURCE);
  url.searchParams.set('utm_medium', isHostedFrontend(input.frontendUrl) ? input.medium : `selfhosted-${input.medium}`);
  url.searchParams.set('utm_campaign', POWERED_BY_CAMPAIGN);
  url.searchParams.set('utm_content', input.content);
  return url.toString();
}
