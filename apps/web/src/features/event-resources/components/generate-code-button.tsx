import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 8 random upper-case letters and digits, without look-alikes (0/O, 1/I). */
export function randomCode(length = 8): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** The "generate" button inside a code field. */
export function GenerateCodeButton({ onGenerate }: { onGenerate: (code: string) => void }) {
  const { t } = useLingui();
  const label = t`Generate a code`;
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" aria-label={label} onClick={() => onGenerate(randomCode())}>
        <IconWand size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
