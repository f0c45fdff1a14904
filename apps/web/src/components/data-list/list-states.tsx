import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from '../load-error';

type TListStatesProps = {
  /** The list's query: a failure replaces the list with a retry. */
  list: { isError: boolean; error: Error | null; refetch: () => unknown };
  errorTitle: ReactNode;
  /** Nothing at all yet (not merely nothing matching the search and filters). */
  isEmpty: boolean;
  empty: { icon: ReactNode; title: ReactNode; description: ReactNode; action?: ReactNode };
  /** The list itself: search, filters, table and pager. */
  children: ReactNode;
};

/** A back-office list's failure and "nothing yet" states, or the list itself. */
export function ListStates({ list, errorTitle, isEmpty, empty, children }: TListStatesProps) {
  if (list.isError && list.error) {
    return <LoadError title={errorTitle} error={list.error} onRetry={() => void list.refetch()} />;
  }
  if (isEmpty) {
    return (
      <Paper withBorder radius="lg">
        <EmptyState py="xl" variant="light" icon={empty.icon} title={empty.title} description={empty.description}>
          {empty.action ? <EmptyState.Actions>{empty.action}</EmptyState.Actions> : null}
        </EmptyState>
      </Paper>
    );
  }
  return <>{children}</>;
}
