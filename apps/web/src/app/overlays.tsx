import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { markOverlaysReady } from '../lib/overlays';
import { TRANSITION_MS } from './theme';

/** Toasts and modals, loaded when first needed (lib/overlays.ts). */
export default function Overlays() {
  useEffect(() => markOverlaysReady(), []);
  return (
    <>
      {/* Spec §4/§9: 5 per position, the rest queue; 4 s; hovering pauses (Mantine's default). */}
      <Notifications position="bottom-right" limit={5} autoClose={4000} transitionDuration={TRANSITION_MS} />
      <ModalsProvider />
    </>
  );
}
