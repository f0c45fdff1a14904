import { Trans } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';

const linkProps = { target: '_blank', rel: 'noopener noreferrer', inherit: true } as const;

/** "I agree to the terms and the privacy policy", naming whichever of the two documents is configured. */
export function TermsConsent({ termsUrl, privacyUrl }: { termsUrl: string | null; privacyUrl: string | null }) {
  if (termsUrl && privacyUrl) {
    return (
      <Trans>
        I agree to the{' '}
        <Anchor href={termsUrl} {...linkProps}>
          terms of service
        </Anchor>{' '}
        and the{' '}
        <Anchor href={privacyUrl} {...linkProps}>
          privacy policy
        </Anchor>
        .
      </Trans>
    );
  }
  if (termsUrl) {
    return (
      <Trans>
        I agree to the{' '}
        <Anchor href={termsUrl} {...linkProps}>
          terms of service
        </Anchor>
        .
      </Trans>
    );
  }
  return (
    <Trans>
      I agree to the{' '}
      <Anchor href={privacyUrl ?? undefined} {...linkProps}>
        privacy policy
      </Anchor>
      .
    </Trans>
  );
}
