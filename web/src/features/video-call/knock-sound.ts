const KNOCK_TONES_HZ = [660, 880];
const TONE_SECONDS = 0.12;
const VOLUME = 0.15;

let context: AudioContext | null = null;

/** Two short rising tones, made with the Web Audio API: someone is waiting in the lobby. Silent where unsupported. */
export function playKnockSound(): void {
  const AudioContextClass = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass) return;
  const audio = (context ??= new AudioContextClass());
  const start = audio.currentTime;
  KNOCK_TONES_HZ.forEach((frequency, index) => {
    const at = start + index * TONE_SECONDS;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(VOLUME, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + TONE_SECONDS);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + TONE_SECONDS);
  });
  void audio.resume().catch(() => undefined);
}
