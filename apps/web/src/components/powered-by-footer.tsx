import { Trans } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { buildPoweredByUrl, type TPoweredByMedium } from '@marquee/core';
import { useConfig } from '../lib/config-context';

// The product's own name, not the configurable app name: this link credits the software.
const productName = 'Marquee';

/** "Powered by Marquee", linking to the product site with tracking parameters; hidden once a licence is bought. */
export function PoweredByFooter({ content, medium = 'app' }: { content: string; medium?: TPoweredByMedium }) {
  const config = useConfig();
  if (config.isLicencePurchased) return null;
  const href = buildPoweredByUrl({ frontendUrl: config.frontendUrl, medium, content });
  return (
    <Text component="footer" size="sm" c="dimmed" ta="center" data-testid="powered-by-footer">
      <Trans>
        Powered by{' '}
        <Anchor href={href} target="_blank" rel="noopener" inherit fw={700}>
          {productName}
        </Anchor>
      </Trans>
    </Text>
  );
}
