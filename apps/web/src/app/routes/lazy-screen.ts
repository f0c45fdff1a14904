import type { ComponentType } from 'react';

/**
 * A route's `lazy` that loads one screen from its own chunk (docs/decisions/054-light-buyer-entry.md): entries
 * hold only their frame, so a buyer opening an event page never downloads the back office, nor staff its pages.
 */
export function screen<TName extends string>(load: () => Promise<Record<TName, ComponentType>>, name: TName) {
  return async () => ({ Component: (await load())[name] });
}
