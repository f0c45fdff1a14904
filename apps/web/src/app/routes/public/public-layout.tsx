import { Outlet } from 'react-router';
import { PublicFrame } from '../../layouts/public-frame';

/** The buyer's pages inside the app share the frame of the light event-page entry (decision 093). */
export function Component() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
