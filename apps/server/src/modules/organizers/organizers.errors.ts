import type { TOrganizerDeleteBlocker } from '@marquee/core';
import { AppError } from '../../lib/app-error';

/** Why an organizer cannot be deleted, in words an organizer can act on (decision 139). */
export const ORGANIZER_DELETE_BLOCKER_MESSAGES: Record<TOrganizerDeleteBlocker, string> = {
  ORGANIZER_HAS_ORDERS:
    'This organizer has orders, so it cannot be deleted: orders stay on the books for buyers, refunds and reports. Archive it instead.',
  LAST_ACTIVE_ORGANIZER: 'You cannot delete your only active organizer. Create another one first.',
};

export const organizerErrors = {
  /** The 409 of a refused deletion; its body's `code` names the blocker in lower case, so the app can offer what to do instead. */
  cannotDelete: (blocker: TOrganizerDeleteBlocker) => new AppError(blocker, ORGANIZER_DELETE_BLOCKER_MESSAGES[blocker]),
};
