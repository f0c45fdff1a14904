import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { contrastFixField, pageThemeContrast, type TContrastCheck, type TPageTheme } from '@marquee/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

const SWATCH_BORDER = '1px solid var(--mantine-color-default-border)';

const ratioText = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

function Swatch({ colour }: { colour: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      w={14}
      h={14}
      display="inline-block"
      style={{ borderRadius: 3, background: colour, border: SWATCH_BORDER }}
    />
  );
}

/**
 * The automatic contrast check (WCAG 2.2 AA) of the pairs the theme produces, live as the colours change: each
 * failing pair in words with the nearest colour that passes, one click to use it. A live region, so the warning is
 * read out when it appears.
 */
export function ContrastCheck(props: {
  theme: Pick<TPageTheme, 'accent' | 'background' | 'mode'>;
  onFix: (field: 'accent' | 'background', colour: string) => void;
}) {
  const { t } = useLingui();
  const failing = pageThemeContrast(props.theme).filter((check) => !check.passes);

  const describe = (check: TContrastCheck) => {
    const ratio = ratioText(check.ratio);
    const minimum = ratioText(check.minimum);
    switch (check.pair) {
      case 'text':
        return t`Text is hard to read on this background (${ratio}, needs ${minimum}).`;
      case 'button':
        return t`Button labels are hard to read on your accent colour (${ratio}, needs ${minimum}).`;
      case 'accent':
        return t`Buttons in your accent colour barely stand out from the background (${ratio}, needs ${minimum}).`;
      case 'link':
        return t`Links in your accent colour are hard to read on this background (${ratio}, needs ${minimum}).`;
    }
  };

  return (
    <div role="status" aria-live="polite" data-testid="contrast-check">
      {failing.length === 0 ? (
        <Group gap={6} c="teal">
          <IconCircleCheck size={16} aria-hidden />
          <Text size="sm">
            <Trans>Contrast OK: text, links and buttons are easy to read.</Trans>
          </Text>
        </Group>
      ) : (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t`Some colours are hard to read`}
          // The wrapper is the live region already; a second (assertive) one would read it twice.
          role="none"
        >
          <Stack gap="xs">
            <Text size="xs">
              <Trans>
                Buyers' pages adjust these colours so they stay readable; choose a fix to see what they get.
              </Trans>
            </Text>
            {failing.map((check) => {
              const field = contrastFixField(check.pair);
              const suggestion = check.suggestion;
              return (
                <Stack key={check.pair} gap={4} data-contrast-pair={check.pair}>
                  <Text size="sm">{describe(check)}</Text>
                  {suggestion ? (
                    <Button
                      size="compact-sm"
                      variant="default"
                      style={{ alignSelf: 'start' }}
                      leftSection={<Swatch colour={suggestion} />}
                      onClick={() => props.onFix(field, suggestion)}
                    >
                      {/* Its whole name on screen (WCAG 2.5.3: what a control shows is its name). */}
                      {field === 'accent'
                        ? t`Use suggested colour ${suggestion} as the accent`
                        : t`Use suggested colour ${suggestion} as the background`}
                    </Button>
                  ) : null}
                </Stack>
              );
            })}
          </Stack>
        </Alert>
      )}
    </div>
  );
}
