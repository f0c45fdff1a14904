import { embeddableEventIdOf } from '@marquee/core';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { widgetAllowedDomains } from '../events/events.service';

const ZUuid = z.uuid();

/**
 * Who may frame a page (issue 28, decision 153): the widget's pages (its selector, the checkout, tickets and prints
 * of its overlay) any site, or only the event's allowed sites once the organizer lists some; every other page (the
 * back office above all) only the product itself. Returns the CSP `frame-ancestors` sources, or null for the
 * product's default (`'self'`).
 */
export async function frameAncestorsFor(executor: DbExecutor, pathname: string): Promise<string[] | null> {
  const eventId = embeddableEventIdOf(pathname);
  if (eventId === null) return null;
  if (!ZUuid.safeParse(eventId).success) return ['*'];
  const domains = await widgetAllowedDomains(executor, eventId);
  return domains && domains.length > 0 ? ["'self'", ...domains] : ['*'];
}

/** The product's Content-Security-Policy with its `frame-ancestors` directive replaced. */
export function withFrameAncestors(contentSecurityPolicy: string, sources: string[]): string {
  const directive = `frame-ancestors ${sources.join(' ')}`;
  return /frame-ancestors [^;]*/.test(contentSecurityPolicy)
    ? contentSecurityPolicy.replace(/frame-ancestors [^;]*/, directive)
    : `${contentSecurityPolicy};${directive}`;
}
