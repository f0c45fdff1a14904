/**
 * Toasts and confirmation modals are mounted only once something asks for them: their code (portal,
 * focus trap, transitions) then loads on demand instead of on every page's first load, which matters
 * on the buyer's pages (docs/decisions/054-light-buyer-entry.md). Mantine's notification store keeps
 * what is shown before the host is mounted; a modal waits for the host (`whenOverlaysReady`).
 */
import { useEffect } from 'react';

type TListener = () => void;

let isWanted = false;
let isReady = false;
const listeners = new Set<TListener>();
let readyWaiters: (() => void)[] = [];

export function subscribeOverlays(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const areOverlaysWanted = (): boolean => isWanted;

/** Asks for the overlay host; resolves once it is mounted. */
export function whenOverlaysReady(): Promise<void> {
  if (!isWanted) {
    isWanted = true;
    listeners.forEach((listener) => listener());
  }
  if (isReady) return Promise.resolve();
  return new Promise((resolve) => readyWaiters.push(resolve));
}

/** Called by the host once mounted. */
export function markOverlaysReady(): void {
  isReady = true;
  const waiters = readyWaiters;
  readyWaiters = [];
  waiters.forEach((resolve) => resolve());
}

/**
 * Back-office and sign-in screens toast on nearly every action: mount the host with the screen, so
 * the first toast never waits for its code (only the buyer's pages keep it on demand).
 */
export function useOverlaysUpFront(): void {
  useEffect(() => {
    void whenOverlaysReady();
  }, []);
}
