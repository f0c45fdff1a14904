import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Group, Menu, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TEvent, TQuestion, TQuestionBelongsTo } from '@marquee/core';
import { IconDots, IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { SortableHandle, SortableList } from '../../../components/sortable-list';
import { isApiError } from '../../../lib/api-error';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useProductCategories } from '../../products';
import { useAttendeeFields, useDeleteQuestion, useQuestions, useSortQuestions } from '../api/questions';
import { AttendeeFieldsCard } from './attendee-fields-card';
import { CheckoutPreviewDrawer } from './checkout-preview-drawer';
import { QuestionFormModal, type TQuestionEditing } from './question-form-modal';
import { useQuestionTypeLabels } from './use-question-labels';

/** Reference §2 questions: order and per-ticket questions in order, attendee fields, and a checkout preview. */
export function QuestionsPanel({ event }: { event: TEvent }) {
  const { t } = useLingui();
  const questions = useQuestions(event.id);
  const catalogue = useProductCategories(event.id);
  const attendeeFields = useAttendeeFields(event.id);
  const sort = useSortQuestions(event.id);
  const remove = useDeleteQuestion(event.id);
  const [editing, setEditing] = useState<TQuestionEditing>(null);
  const [isPreviewOpen, setPreviewOpen] = useState(false);

  const productTitles = useMemo(
    () =>
      new Map(
        (catalogue.data ?? []).flatMap((category) => category.products.map((product) => [product.id, product.title])),
      ),
    [catalogue.data],
  );
  const productOptions = [...productTitles].map(([value, label]) => ({ value, label }));
  const list = questions.data ?? [];
  const groups: { belongsTo: TQuestionBelongsTo; items: TQuestion[] }[] = [
    { belongsTo: 'ORDER', items: list.filter((question) => question.belongs_to === 'ORDER') },
    { belongsTo: 'PRODUCT', items: list.filter((question) => question.belongs_to === 'PRODUCT') },
  ];

  function reorder(belongsTo: TQuestionBelongsTo, next: TQuestion[]) {
    const order =
      groups[0]?.belongsTo === belongsTo
        ? [...next, ...(groups[1]?.items ?? [])]
        : [...(groups[0]?.items ?? []), ...next];
    sort.mutate(order, { onError: () => notifyError(t`The new order could not be saved.`) });
  }

  async function deleteQuestion(question: TQuestion) {
    const title = question.title;
    const isConfirmed = await confirmAction({
      title: t`Delete “${title}”?`,
      message: t`Buyers will no longer be asked this question.`,
      confirmLabel: t`Delete`,
      isDanger: true,
    });
    if (!isConfirmed) return;
    try {
      await remove.mutateAsync(question.id);
      notifySuccess(t`“${title}” deleted.`);
    } catch (error) {
      notifyError(isApiError(error) ? error.message : t`The question could not be deleted.`);
    }
  }

  const header = (
    <PageHeader
      title={<Trans>Questions</Trans>}
      description={<Trans>What buyers are asked at checkout, once per order or for each ticket.</Trans>}
      actions={
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconEye size={18} aria-hidden />}
            onClick={() => setPreviewOpen(true)}
            disabled={!questions.data}
          >
            <Trans>Preview checkout form</Trans>
          </Button>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing({ mode: 'create', belongsTo: 'ORDER' })}
          >
            <Trans>Add a question</Trans>
          </Button>
        </Group>
      }
    />
  );

  if (questions.isError) {
    return (
      <div>
        {header}
        <LoadError
          title={<Trans>We couldn't load the questions</Trans>}
          error={questions.error}
          onRetry={() => void questions.refetch()}
        />
      </div>
    );
  }

  return (
    <div>
      {header}
      <Stack gap="lg">
        {!questions.data ? (
          <Stack gap="sm" aria-busy="true" aria-label={t`Loading questions`}>
            <Skeleton h={40} w={220} />
            <Skeleton h={80} radius="md" />
          </Stack>
        ) : (
          groups.map(({ belongsTo, items }) => (
            <Stack key={belongsTo} gap="xs" component="section" data-testid={`questions-${belongsTo.toLowerCase()}`}>
              <Group justify="space-between">
                <Title order={3} fz="h4">
                  {belongsTo === 'ORDER' ? <Trans>Asked once per order</Trans> : <Trans>Asked for each ticket</Trans>}
                </Title>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => setEditing({ mode: 'create', belongsTo })}
                >
                  {belongsTo === 'ORDER' ? <Trans>Add an order question</Trans> : <Trans>Add a ticket question</Trans>}
                </Button>
              </Group>
              {items.length === 0 ? (
                <Paper withBorder radius="md" p="md">
                  <Text c="dimmed" fz="sm">
                    {belongsTo === 'ORDER' ? (
                      <Trans>No order questions. Buyers give their name and email only.</Trans>
                    ) : (
                      <Trans>No questions for ticket holders.</Trans>
                    )}
                  </Text>
                </Paper>
              ) : (
                <Stack gap="xs">
                  <SortableList
                    items={items}
                    getId={(question) => question.id}
                    disabled={sort.isPending}
                    onReorder={(next) => reorder(belongsTo, next)}
                    renderItem={(question) => (
                      <QuestionCard
                        question={question}
                        productTitles={productTitles}
                        onEdit={() => setEditing({ mode: 'edit', question })}
                        onDelete={() => void deleteQuestion(question)}
                      />
                    )}
                  />
                </Stack>
              )}
            </Stack>
          ))
        )}
        <AttendeeFieldsCard eventId={event.id} />
      </Stack>
      <QuestionFormModal
        eventId={event.id}
        editing={editing}
        products={productOptions}
        onClose={() => setEditing(null)}
      />
      <CheckoutPreviewDrawer
        opened={isPreviewOpen}
        onClose={() => setPreviewOpen(false)}
        questions={list}
        attendeeFields={attendeeFields.data}
        productTitles={productTitles}
      />
    </div>
  );
}

function QuestionCard({
  question,
  productTitles,
  onEdit,
  onDelete,
}: {
  question: TQuestion;
  productTitles: Map<string, string>;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const typeLabels = useQuestionTypeLabels();
  const title = question.title;
  const products = question.product_ids
    .map((id) => productTitles.get(id))
    .filter(Boolean)
    .join(', ');
  return (
    <Paper withBorder radius="md" p="sm" mb="xs" data-testid="question-card" data-question-title={title}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <SortableHandle label={t`Drag “${title}”`} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600}>{title}</Text>
          <Group gap={6}>
            <Badge variant="light">{typeLabels[question.type]}</Badge>
            {question.required ? (
              <Badge variant="light" color="orange">
                <Trans>Required</Trans>
              </Badge>
            ) : (
              <Badge variant="light" color="gray">
                <Trans>Optional</Trans>
              </Badge>
            )}
            {question.is_hidden ? (
              <Badge variant="light" color="gray">
                <Trans>Hidden</Trans>
              </Badge>
            ) : null}
          </Group>
          {question.belongs_to === 'PRODUCT' && products ? (
            <Text fz="sm" c="dimmed">
              <Trans>For: {products}</Trans>
            </Text>
          ) : null}
        </Stack>
        <Menu position="bottom-end" shadow="md">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for “${title}”`}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
              <Trans>Edit</Trans>
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
              <Trans>Delete</Trans>
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
