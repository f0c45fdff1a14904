import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';

type TTypedConfirmationProps = {
  message: ReactNode;
  /** What the person types; compared without regard to case or surrounding spaces. */
  word: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Whether what was typed is the confirmation word. */
export const isConfirmationTyped = (typed: string, word: string): boolean =>
  typed.trim().toLocaleLowerCase() === word.trim().toLocaleLowerCase();

/**
 * The body of a confirmation that asks for a word to be typed (deleting for good): the confirm button enables only
 * once the word is there, so a reflexive click or Enter cannot destroy anything.
 */
export function TypedConfirmation({ message, word, confirmLabel, onConfirm, onCancel }: TTypedConfirmationProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const isTyped = isConfirmationTyped(typed, word);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isTyped) onConfirm();
      }}
    >
      <Stack gap="md">
        {typeof message === 'string' ? <p style={{ margin: 0 }}>{message}</p> : message}
        <TextInput
          label={t`Type “${word}” to confirm`}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t`Cancel`}
          </Button>
          <Button type="submit" color="red" disabled={!isTyped}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
