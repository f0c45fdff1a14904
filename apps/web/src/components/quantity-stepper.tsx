import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';

/** What a typed quantity means: digits only, never below `min` or above `max`; empty counts as `min`. */
export function parseQuantity(text: string, min: number, max: number): number {
  const digits = text.replace(/\D/g, '');
  if (!digits) return min;
  return Math.min(Math.max(Number(digits), min), max);
}

type TQuantityStepperProps = {
  /** What is counted, for the labels: "Quantity of {name}", "One more {name}". */
  name: string;
  value: number;
  min?: number;
  max: number;
  onChange: (quantity: number) => void;
  /** The id of a visible label (a form's): the field takes its name from it instead of "Quantity of …". */
  labelId?: string;
  /** The id of an error under the stepper (a form's): the field reads it and says it is invalid. */
  errorId?: string;
};

/**
 * − [n] + with thumb-sized buttons: the way buyers pick ticket quantities on a phone. Lighter than
 * Mantine's NumberInput (no number-format library on the buyer's first load, decision 055), and the
 * field still takes typing and the arrow keys like a spin button.
 */
export function QuantityStepper({ name, value, min = 0, max, onChange, labelId, errorId }: TQuantityStepperProps) {
  const { t } = useLingui();
  // What the buyer is typing; null shows the value itself. An emptied field stays empty while focused.
  const [draft, setDraft] = useState<string | null>(null);
  const change = (next: number) => {
    const clamped = Math.min(Math.max(next, min), max);
    if (clamped !== value) onChange(clamped);
  };
  const handleKeyDown = (keyEvent: KeyboardEvent<HTMLInputElement>) => {
    if (keyEvent.key !== 'ArrowUp' && keyEvent.key !== 'ArrowDown') return;
    keyEvent.preventDefault();
    setDraft(null);
    change(value + (keyEvent.key === 'ArrowUp' ? 1 : -1));
  };

  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t`One fewer ${name}`}
        disabled={value <= min}
        onClick={() => change(value - 1)}
      >
        <IconMinus size={16} aria-hidden />
      </ActionIcon>
      <TextInput
        aria-label={t`Quantity of ${name}`}
        aria-labelledby={labelId}
        role="spinbutton"
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        // An error shown outside Mantine's wrapper: its own aria attributes would leave it unlinked.
        {...(errorId ? { withAria: false, 'aria-invalid': true, 'aria-describedby': errorId } : {})}
        inputMode="numeric"
        autoComplete="off"
        w={52}
        styles={{ input: { textAlign: 'center', paddingInline: 4 } }}
        value={draft ?? String(value)}
        onChange={(changeEvent) => {
          const text = changeEvent.currentTarget.value.replace(/\D/g, '');
          const next = parseQuantity(text, min, max);
          // Typing past the maximum shows the maximum, as the buttons would.
          setDraft(text === '' ? '' : String(next));
          change(next);
        }}
        onBlur={() => setDraft(null)}
        onKeyDown={handleKeyDown}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t`One more ${name}`}
        disabled={value >= max}
        onClick={() => change(value + 1)}
      >
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
