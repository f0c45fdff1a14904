import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Menu } from '@mantine/core';
import type { TWebhook } from '@marquee/core';
import {
  IconDots,
  IconKey,
  IconListDetails,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteWebhook, useUpdateWebhook } from '../api/webhooks';
import { urlHost } from '../lib/webhook-form';
import { deliveriesScreenPath, type TWebhookScope } from '../lib/webhook-scope';
import type { TWebhookDialogs } from './webhook-dialogs';

type TWebhookRowMenuProps = {
  scope: TWebhookScope;
  webhook: TWebhook;
  /** The role may change webhooks (`webhooks.manage`); otherwise only the log is offered. */
  canManage: boolean;
  dialogs: TWebhookDialogs;
  /** Shown as a labelled button (the delivery log's header) rather than a row's "…" icon. */
  isButton?: boolean;
  onDeleted?: () => void;
};

/** A webhook's actions: edit, test, pause or resume, rotate the secret, open the log, delete. */
export function WebhookRowMenu({
  scope,
  webhook,
  canManage,
  dialogs,
  isButton = false,
  onDeleted,
}: TWebhookRowMenuProps) {
  const { t } = useLingui();
  const update = useUpdateWebhook(scope);
  const remove = useDeleteWebhook(scope);
  const host = urlHost(webhook.url);
  const url = webhook.url;
  const fail = (error: unknown) =>
    notifyError(isApiError(error) ? error.message : t`Something unexpected happened. Please try again.`);

  const setStatus = (status: 'ENABLED' | 'PAUSED') =>
    update.mutate(
      { id: webhook.id, body: { status } },
      {
        onSuccess: () =>
          notifySuccess(
            status === 'PAUSED'
              ? t`Webhook paused. New events wait until you resume it.`
              : webhook.status === 'DISABLED'
                ? t`Webhook enabled again. Replay its failed deliveries from the log if you need them.`
                : t`Webhook resumed. Waiting events are being sent.`,
          ),
        onError: fail,
      },
    );

  const handleDelete = async () => {
    const isConfirmed = await confirmAction({
      title: t`Delete the webhook to ${host}?`,
      message: t`${url} stops receiving events at once, and its delivery log is deleted. This cannot be undone.`,
      confirmLabel: t`Delete webhook`,
      isDanger: true,
    });
    if (!isConfirmed) return;
    try {
      await remove.mutateAsync(webhook.id);
      notifySuccess(t`Webhook to ${host} deleted.`);
      onDeleted?.();
    } catch (error) {
      fail(error);
    }
  };

  const target = isButton ? (
    <Button variant="default" rightSection={<IconDots size={16} aria-hidden />} loading={update.isPending}>
      <Trans>More actions</Trans>
    </Button>
  ) : (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={t`Actions for ${url}`}
      loading={update.isPending || remove.isPending}
      data-testid="webhook-actions"
    >
      <IconDots size={18} aria-hidden />
    </ActionIcon>
  );

  const icon = (Icon: typeof IconDots) => <Icon size={16} aria-hidden />;
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {canManage ? (
          <>
            <Menu.Item leftSection={icon(IconPencil)} onClick={() => dialogs.edit(webhook)}>
              <Trans>Edit</Trans>
            </Menu.Item>
            <Menu.Item leftSection={icon(IconSend)} onClick={() => dialogs.test(webhook)}>
              <Trans>Send test event</Trans>
            </Menu.Item>
            {webhook.status === 'ENABLED' ? (
              <Menu.Item leftSection={icon(IconPlayerPause)} onClick={() => setStatus('PAUSED')}>
                <Trans>Pause</Trans>
              </Menu.Item>
            ) : (
              <Menu.Item leftSection={icon(IconPlayerPlay)} onClick={() => setStatus('ENABLED')}>
                {webhook.status === 'DISABLED' ? <Trans>Enable</Trans> : <Trans>Resume</Trans>}
              </Menu.Item>
            )}
            <Menu.Item leftSection={icon(IconKey)} onClick={() => dialogs.rotate(webhook)}>
              <Trans>Rotate secret</Trans>
            </Menu.Item>
          </>
        ) : null}
        {isButton ? null : (
          <Menu.Item component={Link} to={deliveriesScreenPath(scope, webhook.id)} leftSection={icon(IconListDetails)}>
            <Trans>View deliveries</Trans>
          </Menu.Item>
        )}
        {canManage ? (
          <>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={icon(IconTrash)} onClick={() => void handleDelete()}>
              <Trans>Delete</Trans>
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
