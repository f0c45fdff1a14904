import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { notifyError } from '../../../lib/notify';
import { downloadOrdersExport, type TOrderExportFormat, type TOrderListParams } from '../api/order-management';

/** Exports the orders the list shows (same search, filters and sort) as XLSX or CSV. */
export function OrdersExportMenu({ eventId, params }: { eventId: string; params: TOrderListParams }) {
  const { t } = useLingui();
  const [isExporting, setIsExporting] = useState(false);
  async function handleExport(format: TOrderExportFormat) {
    setIsExporting(true);
    try {
      await downloadOrdersExport(eventId, format, params);
    } catch (error) {
      notifyError(isApiError(error) ? error.message : t`The export could not be downloaded.`);
    } finally {
      setIsExporting(false);
    }
  }
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          loading={isExporting}
          leftSection={<IconDownload size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          <Trans>Export</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void handleExport('xlsx')}>{t`Excel (.xlsx)`}</Menu.Item>
        <Menu.Item onClick={() => void handleExport('csv')}>{t`CSV (.csv)`}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
