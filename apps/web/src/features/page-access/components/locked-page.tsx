import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TPageUnlockFormProps } from './page-unlock-form';

// Its own chunk: an open page never downloads the password form (the buyer bundle budget, decision 133).
const PageUnlockForm = lazy(() => import('./page-unlock-form'));

/** A locked page: its title and the password form, loaded when needed. */
export function LockedPage(props: TPageUnlockFormProps) {
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label={t`Loading`} />
        </Center>
      }
    >
      <PageUnlockForm {...props} />
    </Suspense>
  );
}
