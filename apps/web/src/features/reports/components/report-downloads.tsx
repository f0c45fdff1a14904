import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { TReportExportFormat } from '@marquee/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { notifyError } from '../../../lib/notify';

type TReportDownloadsProps = {
  /** Fetches the file of the report on screen (same range and filters) and hands it to the browser. */
  onDownload: (format: TReportExportFormat) => Promise<void>;
  /** Until the report has loaded, the range to download is not known. */
  disabled: boolean;
};

/** "CSV" and "XLSX": the report on screen as a file, with a busy button while it downloads. */
export function ReportDownloads({ onDownload, disabled }: TReportDownloadsProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<TReportExportFormat | null>(null);
  const download = async (format: TReportExportFormat) => {
    setBusy(format);
    try {
      await onDownload(format);
    } catch (error) {
      notifyError(isApiError(error) ? error.message : t`The report could not be downloaded.`);
    } finally {
      setBusy(null);
    }
  };
  const button = (format: TReportExportFormat, text: string, label: string) => (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy === format}
      disabled={disabled || (busy !== null && busy !== format)}
      aria-label={label}
      onClick={() => void download(format)}
    >
      {text}
    </Button>
  );
  return (
    <Group gap="xs" role="group" aria-label={t`Download the report`}>
      {button('csv', t`CSV`, t`Download CSV`)}
      {button('xlsx', t`XLSX`, t`Download XLSX`)}
    </Group>
  );
}
