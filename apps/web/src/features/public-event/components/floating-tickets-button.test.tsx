import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FloatingTicketsButton } from './floating-tickets-button';

/** jsdom has no IntersectionObserver: this one lets the test say when the selector leaves the screen. */
function stubIntersectionObserver() {
  let report: (isIntersecting: boolean) => void = () => {};
  const disconnect = vi.fn();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        report = (isIntersecting) =>
          callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      observe() {}
      disconnect = disconnect;
    },
  );
  return { report: (isIntersecting: boolean) => act(() => report(isIntersecting)), disconnect };
}

function Page() {
  const ref = useRef<HTMLElement>(null);
  return (
    <>
      <section ref={ref} tabIndex={-1} aria-label="Tickets" />
      <FloatingTicketsButton target={ref} label="Get tickets" />
    </>
  );
}

describe('FloatingTicketsButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows only while the ticket selector is off screen, and brings it back with focus', async () => {
    const observer = stubIntersectionObserver();
    const scrollIntoView = vi.fn();
    window.HTMLElement.prototype.scrollIntoView = scrollIntoView;
    renderWithProviders(<Page />);
    observer.report(true);
    expect(screen.queryByRole('button', { name: 'Get tickets' })).not.toBeInTheDocument();

    observer.report(false);
    await userEvent.click(screen.getByRole('button', { name: 'Get tickets' }));
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect(screen.getByRole('region', { name: 'Tickets' })).toHaveFocus();

    observer.report(true);
    expect(screen.queryByRole('button', { name: 'Get tickets' })).not.toBeInTheDocument();
  });
});
