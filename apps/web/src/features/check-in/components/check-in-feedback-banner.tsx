import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { TCheckInFeedback } from '../hooks/use-check-in-desk';

const LOOK = {
  success: { color: 'teal', icon: <IconCircleCheck size={26} aria-hidden /> },
  error: { color: 'red', icon: <IconAlertTriangle size={26} aria-hidden /> },
  warning: { color: 'yellow', icon: <IconInfoCircle size={26} aria-hidden /> },
} as const;

/**
 * The last action's outcome, big enough to read at arm's length. Each new result mounts a new alert (keyed by
 * its id), which screen readers announce, even when the text repeats.
 */
export function CheckInFeedbackBanner({ feedback }: { feedback: TCheckInFeedback | null }) {
  if (!feedback) return null;
  const look = LOOK[feedback.tone];
  return (
    <Alert
      key={feedback.id}
      color={look.color}
      variant="filled"
      icon={look.icon}
      radius="md"
      data-testid="check-in-feedback"
      data-tone={feedback.tone}
      title={
        <Text fw={700} fz="lg" lh={1.3}>
          {feedback.title}
        </Text>
      }
    >
      {feedback.detail ? <Text fz="sm">{feedback.detail}</Text> : null}
    </Alert>
  );
}
