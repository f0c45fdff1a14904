import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Menu, Stack, Text } from '@mantine/core';
import { addableSectionTypes, newPageSection, nextSectionId, type TPageSectionType } from '@marquee/core';
import { IconPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import { SortableList } from '../../../components/sortable-list';
import { confirmAction } from '../../../lib/confirm';
import { useSectionLabels } from '../hooks/use-section-labels';
import { SECTIONS_FIELD, sectionErrorCount } from '../lib/design-form';
import { focusAfterMove } from '../lib/focus-after-move';
import { moveBetween, neighbourSteps } from '../lib/list-moves';
import { useDesigner } from './designer-context';
import { SectionRow } from './section-row';

/**
 * The page's blocks in order: reorder by dragging or with the arrow buttons, hide, remove (asking first), add from
 * the types this page can still take, and open one to edit it.
 */
export function SectionsPanel({ onEdit }: { onEdit: (sectionId: string) => void }) {
  const { t } = useLingui();
  const { form, page } = useDesigner();
  const labels = useSectionLabels(page.kind);
  const list = useRef<HTMLDivElement>(null);
  const sections = form.getValues().homepage_sections;
  const addable = addableSectionTypes(page.kind, sections);
  const listError = form.errors[SECTIONS_FIELD];

  // Neighbour by neighbour, so each block's errors move with it (see neighbourSteps).
  function move(from: number, to: number) {
    for (const step of neighbourSteps({ from, to })) form.reorderListItem(SECTIONS_FIELD, step);
  }

  function moveByButton(index: number, direction: 'up' | 'down') {
    const section = sections[index];
    if (!section) return;
    move(index, direction === 'up' ? index - 1 : index + 1);
    focusAfterMove(list.current, section.id, direction);
  }

  async function remove(index: number) {
    const section = sections[index];
    if (!section) return;
    const name = labels.sectionName(section);
    const isConfirmed = await confirmAction({
      title: t`Remove the ${name} section?`,
      message: t`Its content goes with it. Buyers keep seeing the published page until you publish.`,
      confirmLabel: t`Remove section`,
      isDanger: true,
    });
    if (isConfirmed) form.removeListItem(SECTIONS_FIELD, index);
  }

  function add(type: TPageSectionType) {
    const section = newPageSection(type, nextSectionId(type, sections));
    form.insertListItem(SECTIONS_FIELD, section);
    // Blocks with content of their own open at once, ready to fill.
    if (['about', 'schedule', 'speakers', 'faq', 'gallery', 'sponsors'].includes(type)) onEdit(section.id);
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        <Trans>Blocks of the page, top to bottom. Drag them, or use the arrows, to change the order.</Trans>
      </Text>
      {listError ? (
        <Alert color="red" variant="light" role="alert">
          {listError}
        </Alert>
      ) : null}
      <div ref={list}>
        <SortableList
          items={sections}
          getId={(section) => section.id}
          onReorder={(next) => {
            const change = moveBetween(
              sections.map((section) => section.id),
              next.map((section) => section.id),
            );
            if (change) move(change.from, change.to);
          }}
          renderItem={(section, index) => (
            <div style={{ paddingBottom: 'var(--mantine-spacing-xs)' }}>
              <SectionRow
                kind={page.kind}
                section={section}
                index={index}
                count={sections.length}
                errorCount={sectionErrorCount(form.errors, index)}
                onEdit={() => onEdit(section.id)}
                onToggleHidden={() => form.setFieldValue(`${SECTIONS_FIELD}.${index}.hidden`, !section.hidden)}
                onMove={(direction) => moveByButton(index, direction)}
                onRemove={() => void remove(index)}
              />
            </div>
          )}
        />
      </div>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={addable.length === 0}
            style={{ alignSelf: 'start' }}
          >
            <Trans>Add section</Trans>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {addable.map((type) => (
            <Menu.Item key={type} onClick={() => add(type)}>
              <Text size="sm">{labels.typeName(type)}</Text>
              <Text size="xs" c="dimmed">
                {labels.typeHint(type)}
              </Text>
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Stack>
  );
}
