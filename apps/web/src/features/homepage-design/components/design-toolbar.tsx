import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { IconCircleCheck, IconPencil, IconPointFilled } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/dates';

type TDesignToolbarProps = {
  isDirty: boolean;
  /** When the saved draft was saved; null without a draft. */
  draftSavedAt: string | null;
  isSaving: boolean;
  isPublishing: boolean;
  onSave: () => void;
  onPublish: () => void;
  onDiscard: () => void;
};

/** Where the design stands (unsaved, a draft, published) and what to do with it. */
export function DesignToolbar(props: TDesignToolbarProps) {
  const { i18n } = useLingui();
  const { isDirty, draftSavedAt, isSaving, isPublishing } = props;
  const isBusy = isSaving || isPublishing;
  const savedAt = draftSavedAt ? formatDateTime(draftSavedAt, i18n.locale) : null;

  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm">
        <Box role="status" aria-live="polite" data-testid="design-status">
          {isDirty ? (
            <Group gap={6} c="orange.8" wrap="nowrap">
              <IconPointFilled size={16} aria-hidden />
              <Text size="sm" fw={500}>
                <Trans>Unsaved changes</Trans>
              </Text>
            </Group>
          ) : savedAt ? (
            <Group gap={6} c="blue.8" wrap="nowrap">
              <IconPencil size={16} aria-hidden />
              <Text size="sm" fw={500}>
                <Trans>Draft saved {savedAt}, not yet published</Trans>
              </Text>
            </Group>
          ) : (
            <Group gap={6} c="teal" wrap="nowrap">
              <IconCircleCheck size={16} aria-hidden />
              <Text size="sm" fw={500}>
                <Trans>Published</Trans>
              </Text>
            </Group>
          )}
        </Box>
        <Group gap="xs">
          {draftSavedAt || isDirty ? (
            <Button variant="subtle" color="red" onClick={props.onDiscard} disabled={isBusy}>
              {draftSavedAt ? <Trans>Discard draft</Trans> : <Trans>Discard changes</Trans>}
            </Button>
          ) : null}
          <Button variant="default" onClick={props.onSave} disabled={!isDirty || isPublishing} loading={isSaving}>
            <Trans>Save draft</Trans>
          </Button>
          <Button onClick={props.onPublish} disabled={!(isDirty || draftSavedAt) || isSaving} loading={isPublishing}>
            <Trans>Publish</Trans>
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
