import { t } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { createElement, type ReactNode } from 'react';
import { whenOverlaysReady } from './overlays';

type TNotifyOptions = { title?: ReactNode; id?: string };

// Mantine's close button has no accessible name of its own.
const closeButtonProps = () => ({ 'aria-label': t`Close notification` });

export function notifySuccess(message: ReactNode, options: TNotifyOptions = {}): string {
  void whenOverlaysReady();
  return notifications.show({
    ...options,
    message,
    closeButtonProps: closeButtonProps(),
    color: 'teal',
    icon: createElement(IconCheck, { size: 18, 'aria-hidden': true }),
  });
}

export function notifyError(message: ReactNode, options: TNotifyOptions = {}): string {
  void whenOverlaysReady();
  return notifications.show({
    ...options,
    message,
    closeButtonProps: closeButtonProps(),
    color: 'red',
    icon: createElement(IconAlertTriangle, { size: 18, 'aria-hidden': true }),
  });
}
