import { Paper } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { StatusPanel } from './status-panel';

/** Shown in place of a page the signed-in user's role does not open; it makes no calls of its own. */
export function NoAccess({ title, children, actions }: { title: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <StatusPanel order={2} color="gray" icon={<IconLock size={28} />} title={title} actions={actions}>
        {children}
      </StatusPanel>
    </Paper>
  );
}
