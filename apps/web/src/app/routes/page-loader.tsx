import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';

/** Shown while the first route's data loads. */
export function PageLoader() {
  const { t } = useLingui();
  return (
    <Center mih="100dvh">
      <Loader aria-label={t`Loading`} />
    </Center>
  );
}
