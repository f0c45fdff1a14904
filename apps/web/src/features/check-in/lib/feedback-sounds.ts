/**
 * Short tones for the door: staff look at the guest, not the screen, so a check-in is heard. Generated with
 * the Web Audio API (no audio files to download). Browsers start audio only after a user gesture; a click or
 * a scanner's key press is one, and the first tone resumes the context then.
 */
export type TFeedbackSound = 'success' | 'error' | 'pending';

type TTone = { frequency: number; startAt: number; duration: number; type: OscillatorType };

const TONES: Record<TFeedbackSound, TTone[]> = {
  // Two rising notes: unmistakably "yes".
  success: [
    { frequency: 880, startAt: 0, duration: 0.09, type: 'sine' },
    { frequency: 1320, startAt: 0.1, duration: 0.14, type: 'sine' },
  ],
  // Two low buzzes: "stop".
  error: [
    { frequency: 220, startAt: 0, duration: 0.16, type: 'square' },
    { frequency: 180, startAt: 0.2, duration: 0.22, type: 'square' },
  ],
  // A quiet tick: the camera read a code and it is being checked.
  pending: [{ frequency: 660, startAt: 0, duration: 0.05, type: 'triangle' }],
};

const VOLUME = 0.18;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const AudioContextClass =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!AudioContextClass) return null;
  try {
    context = new AudioContextClass();
  } catch {
    return null;
  }
  return context;
}

/**
 * Creates (or wakes) the audio context during a click: a camera's decode is not a user gesture, so the first
 * tone it plays would otherwise stay silent in browsers that block audio until one.
 */
export function unlockFeedbackSounds(): void {
  const audio = audioContext();
  if (audio?.state === 'suspended') void audio.resume().catch(() => {});
}

/** Plays one feedback sound; silent where Web Audio is missing or refused. */
export function playFeedbackSound(sound: TFeedbackSound): void {
  const audio = audioContext();
  if (!audio) return;
  if (audio.state === 'suspended') void audio.resume().catch(() => {});
  const now = audio.currentTime;
  for (const tone of TONES[sound]) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = tone.type;
    oscillator.frequency.value = tone.frequency;
    const start = now + tone.startAt;
    const end = start + tone.duration;
    // A short fade in and out avoids the click of a square edge.
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(VOLUME, start + 0.01);
    gain.gain.setValueAtTime(VOLUME, end - 0.02);
    gain.gain.linearRampToValueAtTime(0, end);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(end);
  }
}
