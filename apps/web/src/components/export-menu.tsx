import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../lib/api-error';
import { notifyError } from '../lib/notify';

export type TExportFormat = 'xlsx' | 'csv';

/**
 * "Export ▾" with Excel and CSV: runs `onExport` (a download) with a busy button, and says so in a toast
 * when the server refuses. Every list with an export (orders, attendees, affiliates) uses this one.
 */
export function ExportMenu({ onExport }: { onExport: (format: TExportFormat) => Promise<void> }) {
  const { t } = useLingui();
  const [isExporting, setIsExporting] = useState(false);
  async function handleExport(format: TExportFormat) {
    setIsExporting(true);
    try {
      await onExport(format);
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
