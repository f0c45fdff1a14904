import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Code, Group, Menu, ScrollArea, Stack, Text } from '@mantine/core';
import { EMAIL_TEMPLATE_HTML_TOKENS, EMAIL_TEMPLATE_TOKENS, type TEmailTemplateType } from '@marquee/core';
import { IconBraces, IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useEmailTemplateLabels } from '../hooks/use-email-template-labels';
import { tokenTag } from '../lib/insert-token';

/**
 * The variables a type offers (EMAIL_TEMPLATE_TOKENS, in the contract's order), each with what it holds; a search
 * narrows the list. Choosing one hands its name to `onPick`, which decides where it goes.
 */
export function TokenPicker({ type, onPick }: { type: TEmailTemplateType; onPick: (token: string) => void }) {
  const { t } = useLingui();
  const { tokenDescription } = useEmailTemplateLabels();
  const [search, setSearch] = useState('');
  const query = search.trim().toLowerCase();
  const tokens = EMAIL_TEMPLATE_TOKENS[type].filter(
    (token) =>
      !query || token.toLowerCase().includes(query) || (tokenDescription(token) ?? '').toLowerCase().includes(query),
  );
  return (
    <Menu position="bottom-start" width={340} shadow="md" returnFocus={false}>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconBraces size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          <Trans>Insert a variable</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Search
          aria-label={t`Search variables`}
          placeholder={t`Search variables`}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <ScrollArea.Autosize mah={300} type="auto">
          {tokens.length === 0 ? (
            <Text size="sm" c="dimmed" p="sm">
              <Trans>No variable matches.</Trans>
            </Text>
          ) : (
            tokens.map((token) => (
              <Menu.Item key={token} onClick={() => onPick(token)}>
                <Stack gap={2}>
                  <Group gap={6} wrap="nowrap">
                    <Code>{tokenTag(token)}</Code>
                    {EMAIL_TEMPLATE_HTML_TOKENS.includes(token) ? (
                      <Badge size="xs" variant="light" color="gray">
                        <Trans>Formatted</Trans>
                      </Badge>
                    ) : null}
                  </Group>
                  {tokenDescription(token) ? (
                    <Text size="xs" c="dimmed">
                      {tokenDescription(token)}
                    </Text>
                  ) : null}
                </Stack>
              </Menu.Item>
            ))
          )}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
