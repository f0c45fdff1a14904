import { useLingui } from '@lingui/react/macro';
import { Group, Pagination, Select } from '@mantine/core';
import { DEFAULT_PER_PAGE, type TListMeta } from '@marquee/core';
import type { ReactNode } from 'react';

const PER_PAGE_OPTIONS = ['20', '50', '100'];

type TListPagerProps = {
  meta: TListMeta;
  page: number;
  perPage: number;
  /** The accessible name of the page-size picker, e.g. "Orders per page". */
  perPageLabel: string;
  /** What the rows on screen are ("1–20 of 312 orders"), shown on the left. */
  summary: ReactNode;
  onChange: (change: { page?: number; perPage?: number }) => void;
};

/** Below a paged list: what is on screen, the page links (when there is more than one) and the page size. */
export function ListPager({ meta, page, perPage, perPageLabel, summary, onChange }: TListPagerProps) {
  const { t } = useLingui();
  if (meta.total === 0) return null;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      {summary}
      <Group gap="sm">
        {meta.last_page > 1 ? (
          <Pagination
            total={meta.last_page}
            value={page}
            onChange={(next) => onChange({ page: next })}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? t`Previous page` : t`Next page`,
            })}
          />
        ) : null}
        <Select
          w={90}
          aria-label={perPageLabel}
          data={PER_PAGE_OPTIONS}
          value={String(perPage ?? DEFAULT_PER_PAGE)}
          allowDeselect={false}
          onChange={(value) => onChange({ perPage: Number(value) })}
        />
      </Group>
    </Group>
  );
}
