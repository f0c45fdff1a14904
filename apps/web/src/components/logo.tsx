import { Image, useComputedColorScheme } from '@mantine/core';
import logoDarkUrl from '../assets/logo-dark.svg';
import logoLightUrl from '../assets/logo-light.svg';
import { useConfig } from '../lib/config-context';

type TLogoProps = {
  height?: number;
  /** Force one logo; by default the dark logo on light backgrounds and the light one in the dark scheme. */
  tone?: 'dark' | 'light';
};

/** The product logo: the configured one when set, else the bundled Marquee wordmark. */
export function Logo({ height = 36, tone }: TLogoProps) {
  const config = useConfig();
  const colorScheme = useComputedColorScheme('light');
  const resolvedTone = tone ?? (colorScheme === 'dark' ? 'light' : 'dark');
  const src = resolvedTone === 'dark' ? (config.logoDarkUrl ?? logoDarkUrl) : (config.logoLightUrl ?? logoLightUrl);
  return <Image src={src} alt={config.appName} h={height} w="auto" fit="contain" maw="100%" />;
}
