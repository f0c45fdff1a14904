import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@marquee/core';
import { usePasswordStrength } from '../lib/password-strength';

const LEVELS = [
  { label: msg`Too easy to guess`, color: 'red' },
  { label: msg`Too easy to guess`, color: 'red' },
  { label: msg`Fair`, color: 'orange' },
  { label: msg`Good`, color: 'teal' },
  { label: msg`Strong`, color: 'green' },
] as const;

/** zxcvbn's warnings, as the server words them in `weakPasswordMessage`. */
const WARNINGS: Record<string, MessageDescriptor> = {
  straightRow: msg`Straight rows of keys on your keyboard are easy to guess.`,
  keyPattern: msg`Short keyboard patterns are easy to guess.`,
  simpleRepeat: msg`Repeated characters like "aaa" are easy to guess.`,
  extendedRepeat: msg`Repeated character patterns like "abcabcabc" are easy to guess.`,
  sequences: msg`Common character sequences like "abc" are easy to guess.`,
  recentYears: msg`Recent years are easy to guess.`,
  dates: msg`Dates are easy to guess.`,
  topTen: msg`This is a heavily used password.`,
  topHundred: msg`This is a frequently used password.`,
  common: msg`This is a commonly used password.`,
  similarToCommon: msg`This is similar to a commonly used password.`,
  wordByItself: msg`Single words are easy to guess.`,
  namesByThemselves: msg`Single names or surnames are easy to guess.`,
  commonNames: msg`Common names and surnames are easy to guess.`,
  userInputs: msg`It should not contain your name or email address.`,
  pwned: msg`This password was exposed in a data breach.`,
};

/**
 * Shown under a new password: the server's own verdict (decision 136), computed here with the same function and
 * threshold, and what would make it stronger. `userInputs`: the person's email and names.
 */
export function PasswordStrengthMeter({
  password,
  id,
  userInputs,
}: {
  password: string;
  id?: string;
  userInputs?: (string | null | undefined)[];
}) {
  const { i18n, t } = useLingui();
  const strength = usePasswordStrength(password, userInputs);
  const isLongEnough = Array.from(password).length >= PASSWORD_MIN_LENGTH;
  const score = isLongEnough ? (strength?.score ?? 0) : 0;
  const level = isLongEnough ? LEVELS[score] : { label: msg`Too short`, color: 'red' };
  const minimum = PASSWORD_MIN_LENGTH;
  const warning = strength?.warning ? WARNINGS[strength.warning] : undefined;
  const hint = !isLongEnough
    ? t`Use at least ${minimum} characters.`
    : !strength
      ? ''
      : !strength.isStrongEnough
        ? `${warning ? `${i18n._(warning)} ` : ''}${t`Add more words or characters, or use a passphrase.`}`
        : score < 3
          ? t`Longer is stronger: try a short sentence of unusual words.`
          : t`Nice, that's a strong password.`;
  return (
    <Stack gap={6} id={id} aria-live="polite" data-testid="password-strength" data-score={strength?.score ?? ''}>
      <SimpleGrid cols={4} spacing={4} aria-hidden>
        {[1, 2, 3, 4].map((step) => (
          <Progress key={step} size={6} value={score >= step ? 100 : 0} color={level.color} />
        ))}
      </SimpleGrid>
      <Group gap={6} wrap="nowrap" align="flex-start">
        {password && (strength || !isLongEnough) ? (
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
