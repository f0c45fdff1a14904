import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { PublicFrame } from '../../layouts/public-frame';

/** The buyer's pages inside the app share the frame of the light event-page entry (decision 093). */
export function Component() {
  // Inside the widget's overlay (issue 28) Escape closes it; only a framed page loads what it takes.
  useEffect(() => {
    if (window.parent === window) return;
    let stop: (() => void) | undefined;
    let isUnmounted = false;
    void import('../../../lib/embedded-checkout').then((embedded) => {
      if (!isUnmounted && embedded.embeddedHostOrigin()) stop = embedded.listenForEscapeToHost();
    });
    return () => {
      isUnmounted = true;
      stop?.();
    };
  }, []);
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
