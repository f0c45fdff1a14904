import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { embeddedHostOrigin, listenForEscapeToHost } from '../../../lib/embedded-checkout';
import { PublicFrame } from '../../layouts/public-frame';

/** The buyer's pages inside the app share the frame of the light event-page entry (decision 093). */
export function Component() {
  // Inside the widget's overlay, Escape closes it (issue 28).
  useEffect(() => (embeddedHostOrigin() ? listenForEscapeToHost() : undefined), []);
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
