import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';

/** A loader inside the buyer's frame while a checkout page's data arrives. */
export function PageLoaderInline() {
  const { t } = useLingui();
  return (
    <Center mih={240}>
      <Loader aria-label={t`Loading`} />
    </Center>
  );
}
