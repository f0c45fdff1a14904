import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { isSectionHideable, isSectionRemovable, type TPageKind, type TPageSection } from '@marquee/core';
import { IconEye, IconEyeOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { SortableHandle } from '../../../components/sortable-list';
import { useSectionLabels } from '../hooks/use-section-labels';
import { MoveButtons } from './move-buttons';

type TSectionRowProps = {
  kind: TPageKind;
  section: TPageSection;
  index: number;
  count: number;
  errorCount: number;
  onEdit: () => void;
  onToggleHidden: () => void;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
};

/** One block of the page in the list: its name, and hide, move, edit and remove where the page rules allow. */
export function SectionRow(props: TSectionRowProps) {
  const { t } = useLingui();
  const { kind, section, index, count, errorCount } = props;
  const labels = useSectionLabels(kind);
  const name = labels.sectionName(section);
  const typeName = labels.typeName(section.type);
  const canHide = isSectionHideable(section.type);
  const canRemove = isSectionRemovable(kind, section.type);

  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      data-move-key={section.id}
      data-testid="design-section"
      data-section-type={section.type}
      style={{ opacity: section.hidden ? 0.7 : undefined }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <SortableHandle label={t`Drag ${name}`} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate>
              {name}
            </Text>
            <Group gap={6}>
              {name !== typeName ? (
                <Text size="xs" c="dimmed">
                  {typeName}
                </Text>
              ) : null}
              {section.hidden ? (
                <Badge size="xs" color="gray" variant="light">
                  <Trans>Hidden</Trans>
                </Badge>
              ) : null}
              {errorCount > 0 ? (
                <Badge size="xs" color="red" variant="light">
                  <Trans>Needs attention</Trans>
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
        <Group gap={2} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={props.onEdit}
            aria-label={t`Edit ${name}`}
          >
            <Trans>Edit</Trans>
          </Button>
          {canHide ? (
            <Tooltip label={section.hidden ? t`Show on the page` : t`Hide from the page`}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={section.hidden ? t`Show ${name}` : t`Hide ${name}`}
                aria-pressed={section.hidden}
                onClick={props.onToggleHidden}
              >
                {section.hidden ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          ) : null}
          <MoveButtons name={name} index={index} count={count} onMove={props.onMove} />
          {canRemove ? (
            <ActionIcon variant="subtle" color="red" aria-label={t`Remove ${name}`} onClick={props.onRemove}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
