import { useCallback, useEffect, useRef, useState } from 'react';
import {
  arrivals,
  audible,
  KDS_FLASH_MS,
  type KdsSound,
  kdsSoundKey,
  parseKdsSound,
} from '../../../domain/kdsAlerts.ts';
import { beep, unlockAudio } from './beep.ts';

function readSound(stationId: string): KdsSound {
  try {
    return parseKdsSound(window.localStorage.getItem(kdsSoundKey(stationId)));
  } catch {
    return parseKdsSound(null);
  }
}

/** The station screen's sound settings, kept in this browser per station (issue 47 item 10). */
export function useKdsSound(stationId: string) {
  const [sound, setSoundState] = useState<KdsSound>(() => readSound(stationId));
  const setSound = useCallback(
    (next: KdsSound) => {
      setSoundState(next);
      try {
        window.localStorage.setItem(kdsSoundKey(stationId), JSON.stringify(next));
      } catch {
        // No storage (private mode): the setting holds while the screen stays open.
      }
    },
    [stationId],
  );
  return [sound, setSound] as const;
}

/**
 * New tickets on the board: each flashes for a few seconds and, unless the screen is muted, one
 * beep sounds per board read that brought any. Returns the flashing ticket ids, the beeps played
 * (shown as `data-chimes` for the tests) and the arrived tickets' order numbers (announced).
 */
export function useKdsAlerts(
  board: readonly { id: string; stage: string; orderNumber: number }[] | undefined,
  sound: KdsSound,
) {
  const seen = useRef<Set<string> | null>(null);
  const soundNow = useRef(sound);
  soundNow.current = sound;
  const [flashing, setFlashing] = useState<ReadonlySet<string>>(() => new Set());
  const [chimes, setChimes] = useState(0);
  const [arrived, setArrived] = useState<number[]>([]);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    if (!board) return;
    const fresh = arrivals(seen.current, board);
    seen.current = new Set(board.map((ticket) => ticket.id));
    if (fresh.length === 0) return;
    setFlashing((current) => new Set([...current, ...fresh]));
    setArrived(board.filter((ticket) => fresh.includes(ticket.id)).map((ticket) => ticket.orderNumber));
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setFlashing((current) => new Set([...current].filter((id) => !fresh.includes(id))));
    }, KDS_FLASH_MS);
    timers.current.add(timer);
    if (audible(soundNow.current) && beep(soundNow.current.volume)) setChimes((n) => n + 1);
  }, [board]);

  useEffect(() => {
    const pending = timers.current;
    // The browser lets audio start after a gesture: the screen's first press opens it.
    const unlock = () => unlockAudio();
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);

  return { flashing, chimes, arrived };
}
