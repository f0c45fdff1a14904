import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TReportMeta } from '@marquee/core';
import type { ReactNode } from 'react';
import { ReportRangeLine } from './report-body';

/** The title takes the room; the downloads wrap below it once it would be narrower than 16rem. */
const TITLE_FLEX = '1 1 16rem';

type TReportHeaderProps = {
  title: string;
  description: string;
  /** The report on screen, once loaded: its range line shows under the title. */
  meta: TReportMeta | undefined;
  /** A way back, above the title. */
  back?: ReactNode;
  actions: ReactNode;
};

/** A report's heading: its title, what it shows, the days and clock it covers, and its downloads. */
export function ReportHeader({ title, description, meta, back, actions }: TReportHeaderProps) {
  return (
    <Stack gap="xs">
      {back}
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} miw={0} style={{ flex: TITLE_FLEX }}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          <Text c="dimmed">{description}</Text>
          {meta ? <ReportRangeLine meta={meta} /> : <Skeleton h={14} my={3} w={240} maw="100%" />}
        </Stack>
        {actions}
      </Group>
    </Stack>
  );
}
