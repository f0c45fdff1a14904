import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { EMAIL_TEMPLATE_TYPES, type TEmailTemplateType } from '@marquee/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteEmailTemplate, useEmailTemplates } from '../api/email-templates';
import { useEmailTemplateLabels } from '../hooks/use-email-template-labels';
import { isAccountUnverified, useUnverifiedAccount } from '../hooks/use-verified-account';
import { TEXT_FLEX } from '../lib/layout';
import { ownerOfPlace, templateStatus, type TEmailTemplatePlace, type TTemplateStatus } from '../lib/place';
import { AccountUnverifiedNotice } from './account-unverified-notice';
import { EmailTemplateEditorModal, type TTemplateEditing } from './email-template-editor-modal';

const BADGE_COLOR: Record<TTemplateStatus['state'], string> = {
  CUSTOM: 'teal',
  INACTIVE: 'gray',
  ORGANIZER: 'blue',
  DEFAULT: 'gray',
};

/**
 * The "Templates" block of an event's or an organizer's email settings (reference §2.6.7, §2.7.5): each type with
 * what its emails use now, and the actions to customise, edit or delete this place's own template.
 */
export function EmailTemplatesPanel({ place }: { place: TEmailTemplatePlace }) {
  const owner = ownerOfPlace(place);
  const own = useEmailTemplates(owner);
  // At event level, whether the organizer's template or the built-in email applies without one of the event's own.
  const organizers = useEmailTemplates(
    { kind: 'organizer', id: place.organizerId },
    { enabled: place.kind === 'event' },
  );
  const account = useUnverifiedAccount();
  const [editing, setEditing] = useState<TTemplateEditing | null>(null);

  const failed = own.error ?? (place.kind === 'event' ? organizers.error : null);
  let body;
  if (isAccountUnverified(failed)) {
    body = <AccountUnverifiedNotice user={account.user} />;
  } else if (failed) {
    body = (
      <LoadError
        withPaper={false}
        title={<Trans>We couldn't load the email templates</Trans>}
        error={failed}
        onRetry={() => {
          void own.refetch();
          if (place.kind === 'event') void organizers.refetch();
        }}
        isRetrying={own.isFetching || organizers.isFetching}
      />
    );
  } else if (!own.data || (place.kind === 'event' && !organizers.data)) {
    body = (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={64} />
        <Skeleton h={64} />
      </Stack>
    );
  } else {
    const ownTemplates = own.data;
    const organizerTemplates = organizers.data ?? [];
    body = (
      <Stack gap="sm">
        {EMAIL_TEMPLATE_TYPES.map((type) => {
          const status = templateStatus({ place, type, own: ownTemplates, organizers: organizerTemplates });
          return (
            <TemplateRow
              key={type}
              place={place}
              type={type}
              status={status}
              onEdit={() => setEditing({ type, template: status.own, fallback: status.fallback })}
            />
          );
        })}
      </Stack>
    );
  }

  return (
    <Stack gap="md" mt="xl" data-testid="email-templates">
      <Divider />
      <Stack gap={4}>
        <Title order={3} fz="md">
          <Trans>Templates</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          {place.kind === 'event' ? (
            <Trans>
              Write this event's own order and ticket emails. Without one, the organizer's template is used, else the
              built-in email.
            </Trans>
          ) : (
            <Trans>
              Write the order and ticket emails of all this organizer's events. An event can still have its own.
            </Trans>
          )}
        </Text>
      </Stack>
      {body}
      <EmailTemplateEditorModal owner={owner} editing={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

function TemplateRow({
  place,
  type,
  status,
  onEdit,
}: {
  place: TEmailTemplatePlace;
  type: TEmailTemplateType;
  status: TTemplateStatus;
  onEdit: () => void;
}) {
  const { t } = useLingui();
  const labels = useEmailTemplateLabels();
  const remove = useDeleteEmailTemplate(ownerOfPlace(place));
  const name = labels.typeName(type);
  const titleId = `email-template-${place.kind}-${type}`;
  const own = status.own;

  async function confirmDelete() {
    if (!own) return;
    const isConfirmed = await confirmAction({
      title: t`Delete the ${name} template?`,
      message: labels.fallbackSentence(status.fallback),
      confirmLabel: t`Delete template`,
      isDanger: true,
    });
    if (!isConfirmed) return;
    remove.mutate(own.id, {
      onSuccess: () => notifySuccess(t`Template deleted.`),
      onError: (error) => notifyError(error.message),
    });
  }

  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ flex: TEXT_FLEX, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} id={titleId}>
              {name}
            </Text>
            <Badge variant="light" color={BADGE_COLOR[status.state]} data-testid={`email-template-badge-${type}`}>
              {labels.stateBadge(status.state)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {labels.typeDescription(type)}{' '}
            {status.state === 'INACTIVE' ? labels.fallbackSentence(status.fallback) : null}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant={own ? 'default' : 'light'}
            size="xs"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={onEdit}
            aria-label={own ? t`Edit the ${name} template` : t`Customise the ${name} email`}
          >
            {own ? <Trans>Edit</Trans> : <Trans>Customise</Trans>}
          </Button>
          {own ? (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => void confirmDelete()}
              loading={remove.isPending}
              aria-label={t`Delete the ${name} template`}
            >
              <Trans>Delete</Trans>
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
