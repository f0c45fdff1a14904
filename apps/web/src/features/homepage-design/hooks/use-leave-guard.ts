import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirmAction } from '../../../lib/confirm';

/**
 * Asks before leaving the designer with unsaved changes: in the app (another screen) with our own dialog, and when
 * the tab closes or reloads with the browser's.
 */
export function useLeaveGuard(hasUnsavedChanges: boolean) {
  const { t } = useLingui();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname,
  );

  // The blocker object is new on each render; the question is asked once per blocked navigation.
  const latestBlocker = useRef(blocker);
  useEffect(() => {
    latestBlocker.current = blocker;
  });
  const isBlocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!isBlocked) return;
    void confirmAction({
      title: t`Leave without saving?`,
      message: t`Your changes to the design are not saved. Save a draft first to keep them.`,
      confirmLabel: t`Leave without saving`,
      isDanger: true,
    }).then((isConfirmed) => {
      const current = latestBlocker.current;
      if (current.state !== 'blocked') return;
      if (isConfirmed) current.proceed();
      else current.reset();
    });
  }, [isBlocked, t]);

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasUnsavedChanges]);
}
