/**
 * The new-ticket sound (issue 47 item 10): a short two-tone beep from a Web Audio oscillator, no
 * audio file. Browsers start audio only after a gesture on the page: `unlockAudio` (on the screen's
 * first press) opens the context, so a ticket that arrives later is heard.
 */

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  try {
    context ??= new window.AudioContext();
  } catch {
    return null;
  }
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

export function unlockAudio(): void {
  audio();
}

/** Plays the beep at a volume of 0–100; false when the browser has no Web Audio. */
export function beep(volume: number): boolean {
  const ctx = audio();
  if (!ctx) return false;
  const now = ctx.currentTime;
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(880, now);
  oscillator.frequency.setValueAtTime(1320, now + 0.14);
  const peak = Math.max(0.0001, (Math.min(100, Math.max(0, volume)) / 100) * 0.6);
  gain.gain.setValueAtTime(0.0001, now);
  gain.gain.exponentialRampToValueAtTime(peak, now + 0.02);
  gain.gain.setValueAtTime(peak, now + 0.26);
  gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.34);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(now);
  oscillator.stop(now + 0.36);
  return true;
}
