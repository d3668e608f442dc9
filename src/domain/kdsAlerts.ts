/**
 * The kitchen display's new-ticket alert (issue 47 item 10): which tickets are new to the screen
 * (they sound and flash), and the screen's sound settings as stored in the browser.
 */

/** How long a new ticket flashes, in milliseconds. */
export const KDS_FLASH_MS = 6_000;

/**
 * The tickets that arrived since the board was last seen: on the board now, not on it before, and
 * still NEW (a recalled ticket coming back is not an arrival). The first board a screen reads
 * (`seen` null) announces nothing: opening the screen is not a new order.
 */
export function arrivals(
  seen: ReadonlySet<string> | null,
  tickets: readonly { id: string; stage: string }[],
): string[] {
  if (!seen) return [];
  return tickets
    .filter((ticket) => ticket.stage === 'NEW' && !seen.has(ticket.id))
    .map((ticket) => ticket.id);
}

/** A screen's sound: volume 0–100 and muted; kept per browser and station. */
export interface KdsSound {
  volume: number;
  muted: boolean;
}

export const DEFAULT_KDS_SOUND: KdsSound = { volume: 70, muted: false };

export const kdsSoundKey = (stationId: string) => `ordna.kds.sound.${stationId}`;

/** A stored value read back; anything unreadable is the default, a volume out of range is clamped. */
export function parseKdsSound(stored: string | null): KdsSound {
  if (!stored) return DEFAULT_KDS_SOUND;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return DEFAULT_KDS_SOUND;
    const { volume, muted } = value as Record<string, unknown>;
    return {
      volume:
        typeof volume === 'number' && Number.isFinite(volume)
          ? Math.min(100, Math.max(0, Math.round(volume)))
          : DEFAULT_KDS_SOUND.volume,
      muted: typeof muted === 'boolean' ? muted : DEFAULT_KDS_SOUND.muted,
    };
  } catch {
    return DEFAULT_KDS_SOUND;
  }
}

/** Whether a new ticket makes a sound at these settings. */
export const audible = (sound: KdsSound) => !sound.muted && sound.volume > 0;
