import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconClockX, IconLinkOff, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { StatusPanel } from '../../../components/status-panel';
import { isApiError } from '../../../lib/api-error';

type TLinkProblemProps = {
  error: unknown;
  /** What to say for each kind of failure; `other` covers server and network trouble. */
  texts: { invalid: [ReactNode, ReactNode]; expired: [ReactNode, ReactNode] };
  /** Where the reader can go from here (request a new link, sign in). */
  actions: ReactNode;
  onRetry: () => void;
};

/** An emailed link that cannot be used: says why in plain words and offers the way forward. */
export function LinkProblem({ error, texts, actions, onRetry }: TLinkProblemProps) {
  const status = isApiError(error) ? error.status : 0;
  if (status === 404 || status === 410) {
    const [title, description] = status === 410 ? texts.expired : texts.invalid;
    return (
      <StatusPanel
        color={status === 410 ? 'orange' : 'red'}
        icon={status === 410 ? <IconClockX size={28} /> : <IconLinkOff size={28} />}
        title={title}
        actions={actions}
      >
        {description}
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      color="red"
      icon={<IconLinkOff size={28} />}
      title={<Trans>We couldn't check this link</Trans>}
      actions={
        <>
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
          {actions}
        </>
      }
    >
      {isApiError(error) ? error.message : <Trans>Something unexpected happened. Please try again.</Trans>}
    </StatusPanel>
  );
}
