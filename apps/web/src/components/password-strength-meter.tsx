import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@marquee/core';
import { passwordStrength } from '../lib/password-strength';

const LEVELS = [
  { label: msg`Too short`, color: 'red' },
  { label: msg`Weak`, color: 'red' },
  { label: msg`Fair`, color: 'orange' },
  { label: msg`Good`, color: 'teal' },
  { label: msg`Strong`, color: 'green' },
] as const;

/** Shown under a new password: how strong it is, and what would make it stronger. Advice, never a rule. */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { i18n, t } = useLingui();
  const { score, isLongEnough } = passwordStrength(password);
  const level = LEVELS[isLongEnough ? score : 0];
  const minimum = PASSWORD_MIN_LENGTH;
  const hint = !isLongEnough
    ? t`Use at least ${minimum} characters.`
    : score < 3
      ? t`Longer is stronger: try a short sentence, or mix in numbers and symbols.`
      : t`Nice, that's a strong password.`;
  return (
    <Stack gap={6} id={id} aria-live="polite">
      <SimpleGrid cols={4} spacing={4} aria-hidden>
        {[1, 2, 3, 4].map((step) => (
          <Progress key={step} size={6} value={score >= step ? 100 : 0} color={level.color} />
        ))}
      </SimpleGrid>
      <Group gap={6} wrap="nowrap" align="flex-start">
        {password ? (
          <Text size="xs" fw={700} c={level.color} style={{ whiteSpace: 'nowrap' }}>
            {i18n._(level.label)}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Group>
    </Stack>
  );
}
