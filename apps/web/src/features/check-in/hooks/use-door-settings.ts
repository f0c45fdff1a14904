import { useLocalStorage } from '@mantine/hooks';

/** A door device's own switches, kept in this browser: sound and the USB scanner listener, both on by default. */
function usePersistedSwitch(key: string): [boolean, (value: boolean) => void] {
  const [value, setValue] = useLocalStorage<boolean>({ key, defaultValue: true, getInitialValueInEffect: false });
  return [value, setValue];
}

export const SOUND_STORAGE_KEY = 'marquee.check-in.sound';
export const USB_SCANNER_STORAGE_KEY = 'marquee.check-in.usb-scanner';

export const useSoundSetting = () => usePersistedSwitch(SOUND_STORAGE_KEY);
export const useUsbScannerSetting = () => usePersistedSwitch(USB_SCANNER_STORAGE_KEY);
