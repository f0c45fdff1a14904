import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TEmailTemplate, TEmailTemplateType } from '@marquee/core';
import { useCallback, useRef, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { confirmAction } from '../../../lib/confirm';
import { useEmailTemplateDefaults } from '../api/email-templates';
import { useEmailTemplateLabels } from '../hooks/use-email-template-labels';
import { isAccountUnverified, useUnverifiedAccount } from '../hooks/use-verified-account';
import type { TEmailTemplateOwner, TTemplateFallback } from '../lib/place';
import { valuesOfDefault, valuesOfTemplate, type TEmailTemplateFormValues } from '../lib/template-form';
import { AccountUnverifiedNotice } from './account-unverified-notice';
import { EmailTemplateForm } from './email-template-form';

const PHONE_QUERY = '(max-width: 36em)';

/** The template being written: its type, the existing one (null for a new one) and what applies while it is off. */
export type TTemplateEditing = {
  type: TEmailTemplateType;
  template: TEmailTemplate | null;
  fallback: TTemplateFallback;
};

type TEditorModalProps = {
  owner: TEmailTemplateOwner;
  editing: TTemplateEditing | null;
  onClose: () => void;
};

/**
 * The template editor in a modal (the whole screen on phones). A long text is easy to lose, so closing with
 * unsaved changes asks first, and a click beside the modal does not close it.
 */
export function EmailTemplateEditorModal({ owner, editing, onClose }: TEditorModalProps) {
  const { t } = useLingui();
  const { typeName } = useEmailTemplateLabels();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const isDirtyRef = useRef(false);
  const setDirty = useCallback((isDirty: boolean) => {
    isDirtyRef.current = isDirty;
  }, []);

  const close = () => {
    isDirtyRef.current = false;
    onClose();
  };
  const requestClose = async () => {
    if (isDirtyRef.current) {
      const isConfirmed = await confirmAction({
        title: t`Discard your changes?`,
        message: t`The changes to this template have not been saved.`,
        confirmLabel: t`Discard changes`,
        isDanger: true,
      });
      if (!isConfirmed) return;
    }
    close();
  };

  const name = editing ? typeName(editing.type) : '';
  return (
    <Modal
      opened={editing !== null}
      onClose={() => void requestClose()}
      title={editing?.template ? t`Edit template: ${name}` : t`Customise: ${name}`}
      size="xl"
      centered
      fullScreen={isPhone}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {editing ? (
        <EditorContent
          key={`${editing.type}-${editing.template?.id ?? 'new'}`}
          owner={owner}
          editing={editing}
          onDone={close}
          onCancel={() => void requestClose()}
          onDirtyChange={setDirty}
        />
      ) : null}
    </Modal>
  );
}

/** The form once its starting values are known: the template's own, or the type's built-in wording for a new one. */
function EditorContent({
  owner,
  editing,
  onDone,
  onCancel,
  onDirtyChange,
}: {
  owner: TEmailTemplateOwner;
  editing: TTemplateEditing;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (isDirty: boolean) => void;
}) {
  const { i18n } = useLingui();
  const account = useUnverifiedAccount();
  const [isBlocked, setIsBlocked] = useState(false);
  const isNew = editing.template === null;
  const defaults = useEmailTemplateDefaults(i18n.locale, { enabled: isNew && !account.isUnverified && !isBlocked });

  if (account.isUnverified || isBlocked || isAccountUnverified(defaults.error)) {
    return (
      <Stack gap="md">
        <AccountUnverifiedNotice user={account.user} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <Trans>Close</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }
  let initialValues: TEmailTemplateFormValues;
  if (editing.template) initialValues = valuesOfTemplate(editing.template);
  else if (defaults.data)
    initialValues = valuesOfDefault(defaults.data.find((wording) => wording.template_type === editing.type));
  else if (defaults.isError) {
    return (
      <LoadError
        withPaper={false}
        title={<Trans>We couldn't load the built-in wording to start from</Trans>}
        error={defaults.error}
        onRetry={() => void defaults.refetch()}
        isRetrying={defaults.isFetching}
      />
    );
  } else {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={36} />
        <Skeleton h={300} />
        <Skeleton h={36} />
      </Stack>
    );
  }
  return (
    <EmailTemplateForm
      owner={owner}
      type={editing.type}
      template={editing.template}
      initialValues={initialValues}
      fallback={editing.fallback}
      onDone={onDone}
      onCancel={onCancel}
      onBlocked={() => {
        onDirtyChange(false);
        setIsBlocked(true);
      }}
      onDirtyChange={onDirtyChange}
    />
  );
}
