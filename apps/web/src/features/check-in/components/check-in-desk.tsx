import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, CloseButton, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import type { TPublicCheckInList } from '@marquee/core';
import { IconQrcode, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useCheckInDesk } from '../hooks/use-check-in-desk';
import { unlockFeedbackSounds } from '../lib/feedback-sounds';
import { useSoundSetting, useUsbScannerSetting } from '../hooks/use-door-settings';
import { useHidScanner } from '../hooks/use-hid-scanner';
import { useOnlineStatus } from '../hooks/use-online-status';
import { CheckInAttendeeResults } from './check-in-attendee-results';
import { CheckInFeedbackBanner } from './check-in-feedback-banner';
import { CheckInExpiredGate, CheckInNotActiveGate } from './check-in-gates';
import { CheckInHeader } from './check-in-header';
import { ScannerStatusStrip } from './scanner-status-strip';

/*
 * The dialogs load on demand, so Mantine's modal and focus-trap code stays off the first load; the two small
 * ones are fetched once the desk shows, before anyone needs them. The camera's (with qr-scanner) only on "Scan".
 */
const loadInfoModal = () => import('./check-in-info-modal');
const loadUnpaidModal = () => import('./unpaid-check-in-modal');
const CheckInInfoModal = lazy(async () => ({ default: (await loadInfoModal()).CheckInInfoModal }));
const UnpaidCheckInModal = lazy(async () => ({ default: (await loadUnpaidModal()).UnpaidCheckInModal }));
const CameraScannerModal = lazy(() => import('./camera-scanner-modal'));
const PRELOAD_DIALOGS_AFTER_MS = 1_000;

export const SEARCH_DEBOUNCE_MS = 200;
/** setTimeout's longest delay (~24.8 days); a later expiry is checked again when the page is next opened. */
const MAX_TIMER_MS = 2_147_483_647;

type TCheckInDeskProps = {
  shortId: string;
  list: TPublicCheckInList;
  isRefreshing: boolean;
  onRefresh: () => void;
};

/** The door page once the list is known: its gates (not open yet, expired), or the desk itself. */
export function CheckInDesk({ shortId, list, isRefreshing, onRefresh }: TCheckInDeskProps) {
  const { t } = useLingui();
  const listName = list.name;
  useDocumentMeta({ title: t`Check-in: ${listName}` });
  const isOpen = list.is_active && !list.is_expired;
  // The list closes while the page is open: read it again then, and the expired gate shows.
  useEffect(() => {
    if (!isOpen || !list.expires_at) return;
    const delay = Math.min(Math.max(Date.parse(list.expires_at) - Date.now() + 500, 0), MAX_TIMER_MS);
    const timer = window.setTimeout(onRefresh, delay);
    return () => window.clearTimeout(timer);
  }, [isOpen, list.expires_at, onRefresh]);

  if (list.is_expired) return <CheckInExpiredGate list={list} />;
  if (!list.is_active) return <CheckInNotActiveGate list={list} onActivate={onRefresh} />;
  return <OpenCheckInDesk shortId={shortId} list={list} isRefreshing={isRefreshing} onRefresh={onRefresh} />;
}

function OpenCheckInDesk({ shortId, list, isRefreshing, onRefresh }: TCheckInDeskProps) {
  const { t } = useLingui();
  const [isSoundOn, setIsSoundOn] = useSoundSetting();
  const [isUsbScannerOn, setIsUsbScannerOn] = useUsbScannerSetting();
  const isOnline = useOnlineStatus();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [isInfoOpen, info] = useDisclosure(false);
  const [isCameraOpen, camera] = useDisclosure(false);
  const desk = useCheckInDesk({ list, shortId, isSoundOn });
  const { isFieldFocused } = useHidScanner({
    isEnabled: isUsbScannerOn && !isCameraOpen,
    onCode: (code) => void desk.handleScan(code, 'usb'),
  });
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void loadInfoModal();
      void loadUnpaidModal();
    }, PRELOAD_DIALOGS_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Stack gap="md">
      <CheckInHeader
        list={list}
        isOnline={isOnline}
        isSoundOn={isSoundOn}
        onToggleSound={() => {
          if (!isSoundOn) unlockFeedbackSounds();
          setIsSoundOn(!isSoundOn);
        }}
        onOpenInfo={() => {
          info.open();
          onRefresh();
        }}
      />
      {/* Stays in view while staff scroll down the rows on a phone. */}
      <Box pos="sticky" top={8} style={{ zIndex: 5 }}>
        <CheckInFeedbackBanner feedback={desk.feedback} />
      </Box>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          flex={1}
          type="search"
          size="md"
          aria-label={t`Search attendees`}
          placeholder={t`Name, ticket or order reference, or a whole email`}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          rightSection={search ? <CloseButton aria-label={t`Clear search`} onClick={() => setSearch('')} /> : undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
        />
        <Button
          size="md"
          onClick={() => {
            if (isSoundOn) unlockFeedbackSounds();
            camera.open();
          }}
          leftSection={<IconQrcode size={20} aria-hidden />}
        >
          <Trans>Scan</Trans>
        </Button>
      </Group>
      <ScannerStatusStrip
        isEnabled={isUsbScannerOn}
        isFieldFocused={isFieldFocused}
        onToggle={() => setIsUsbScannerOn(!isUsbScannerOn)}
      />
      <CheckInAttendeeResults
        shortId={shortId}
        list={list}
        query={query}
        busyIds={desk.busyIds}
        onCheckIn={desk.checkIn}
        onCheckOut={desk.checkOut}
      />
      <Suspense fallback={null}>
        {isInfoOpen && <CheckInInfoModal list={list} isRefreshing={isRefreshing} onClose={info.close} />}
        {desk.unpaidAttendee && <UnpaidCheckInModal attendee={desk.unpaidAttendee} onResolve={desk.resolveUnpaid} />}
        {isCameraOpen && (
          <CameraScannerModal
            onClose={camera.close}
            onCode={(code) => void desk.handleScan(code, 'camera')}
            feedback={desk.feedback}
          />
        )}
      </Suspense>
    </Stack>
  );
}
