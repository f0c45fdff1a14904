import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Group,
  Input,
  Modal,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  isChoiceQuestionType,
  QUESTION_TYPES,
  ZCreateQuestion,
  type TCreateQuestion,
  type TQuestion,
  type TQuestionBelongsTo,
  type TQuestionType,
} from '@marquee/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { RichTextField } from '../../../components/rich-text-field';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { useCreateQuestion, useUpdateQuestion } from '../api/questions';
import { useQuestionTypeLabels } from './use-question-labels';

export type TQuestionEditing =
  { mode: 'create'; belongsTo: TQuestionBelongsTo } | { mode: 'edit'; question: TQuestion } | null;

type TQuestionValues = {
  title: string;
  description: string;
  type: TQuestionType;
  belongs_to: TQuestionBelongsTo;
  required: boolean;
  is_hidden: boolean;
  options: string[];
  product_ids: string[];
};

const toBody = (values: TQuestionValues): TCreateQuestion => ({
  title: values.title,
  description: values.description.trim() ? values.description : null,
  type: values.type,
  belongs_to: values.belongs_to,
  required: values.required,
  is_hidden: values.is_hidden,
  options: isChoiceQuestionType(values.type) ? values.options : [],
  product_ids: values.belongs_to === 'PRODUCT' ? values.product_ids : [],
});

/** Reference §2 questions: the create and edit form with every type, options and the products asked for. */
export function QuestionFormModal({
  eventId,
  editing,
  products,
  onClose,
}: {
  eventId: string;
  editing: TQuestionEditing;
  products: { value: string; label: string }[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing?.mode === 'edit' ? t`Edit question` : t`Add a question`}
      size="lg"
      centered
    >
      {editing ? (
        <QuestionForm
          key={editing.mode === 'edit' ? editing.question.id : editing.belongsTo}
          eventId={eventId}
          editing={editing}
          products={products}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function QuestionForm({
  eventId,
  editing,
  products,
  onClose,
}: {
  eventId: string;
  editing: NonNullable<TQuestionEditing>;
  products: { value: string; label: string }[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const typeLabels = useQuestionTypeLabels();
  const create = useCreateQuestion(eventId);
  const update = useUpdateQuestion(eventId);
  const question = editing.mode === 'edit' ? editing.question : null;
  const form = useForm<TQuestionValues>({
    mode: 'controlled',
    initialValues: {
      title: question?.title ?? '',
      description: question?.description ?? '',
      type: question?.type ?? 'SINGLE_LINE_TEXT',
      belongs_to: question?.belongs_to ?? (editing.mode === 'create' ? editing.belongsTo : 'ORDER'),
      required: question?.required ?? false,
      is_hidden: question?.is_hidden ?? false,
      options: question?.options.length ? question.options : [''],
      // A per-ticket question is asked for every ticket until the organizer narrows it down, also when an order
      // question (which has none) is switched to per ticket.
      product_ids: question?.product_ids.length ? question.product_ids : products.map((product) => product.value),
    },
    validate: contractResolver<TQuestionValues>(ZCreateQuestion, {
      prepare: toBody,
      extra: (values) => ({ title: values.title.trim() ? null : t`Enter the question.` }),
    }),
  });
  const { values } = form;
  const hasOptions = isChoiceQuestionType(values.type);

  const handleSubmit = form.onSubmit((submitted) => {
    const body = toBody(submitted);
    const options = {
      onSuccess: (saved: TQuestion) => {
        const title = saved.title;
        notifySuccess(question ? t`Question “${title}” saved.` : t`Question “${title}” added.`);
        onClose();
      },
      onError: (error: Error) => applyApiErrorToForm(form, error),
    };
    if (question) update.mutate({ id: question.id, body }, options);
    else create.mutate(body, options);
  });

  function moveOption(index: number, delta: -1 | 1) {
    const next = [...values.options];
    const [moved] = next.splice(index, 1);
    next.splice(index + delta, 0, moved ?? '');
    form.setFieldValue('options', next);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput label={t`Question`} withAsterisk data-autofocus maxLength={255} {...form.getInputProps('title')} />
        <Select
          label={t`Answer type`}
          allowDeselect={false}
          data={QUESTION_TYPES.map((type) => ({ value: type, label: typeLabels[type] }))}
          {...form.getInputProps('type')}
        />
        <RichTextField label={t`Description`} minHeight={60} {...form.getInputProps('description')} />
        {hasOptions ? (
          <Input.Wrapper label={t`Options`} required error={form.errors.options}>
            <Stack gap="xs" mt={4}>
              {values.options.map((_, index) => {
                const position = index + 1;
                return (
                  <Group key={index} gap="xs" wrap="nowrap">
                    <TextInput
                      style={{ flex: 1 }}
                      aria-label={t`Option ${position}`}
                      maxLength={255}
                      {...form.getInputProps(`options.${index}`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t`Move option ${position} up`}
                      disabled={index === 0}
                      onClick={() => moveOption(index, -1)}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t`Move option ${position} down`}
                      disabled={index === values.options.length - 1}
                      onClick={() => moveOption(index, 1)}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t`Remove option ${position}`}
                      disabled={values.options.length === 1}
                      onClick={() => form.removeListItem('options', index)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                );
              })}
              <Group>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => form.insertListItem('options', '')}
                >
                  <Trans>Add an option</Trans>
                </Button>
              </Group>
            </Stack>
          </Input.Wrapper>
        ) : null}
        <Input.Wrapper label={t`Asked`}>
          <SegmentedControl
            display="flex"
            mt={4}
            data={[
              { value: 'ORDER', label: t`Once per order` },
              { value: 'PRODUCT', label: t`For each ticket` },
            ]}
            {...form.getInputProps('belongs_to')}
          />
        </Input.Wrapper>
        {values.belongs_to === 'PRODUCT' ? (
          <MultiSelect
            label={t`Asked for these tickets and products`}
            withAsterisk
            data={products}
            searchable
            nothingFoundMessage={t`No product matches`}
            {...form.getInputProps('product_ids')}
          />
        ) : null}
        <Switch label={t`Required`} {...form.getInputProps('required', { type: 'checkbox' })} />
        <Switch
          label={t`Hidden`}
          description={t`Hidden questions are not asked at checkout; you can still fill them in on orders.`}
          {...form.getInputProps('is_hidden', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {question ? <Trans>Save</Trans> : <Trans>Add question</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
