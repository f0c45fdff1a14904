import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The end of a settings section's form: discard unsaved edits, save this section. */
export function SectionActions({
  isDirty,
  isPending,
  onReset,
  saveLabel,
}: {
  isDirty: boolean;
  isPending: boolean;
  onReset: () => void;
  saveLabel?: ReactNode;
}) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onReset} disabled={!isDirty || isPending}>
        <Trans>Discard changes</Trans>
      </Button>
      <Button type="submit" loading={isPending}>
        {saveLabel ?? <Trans>Save</Trans>}
      </Button>
    </Group>
  );
}
