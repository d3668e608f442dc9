/**
 * Sends a singleton job whose key a finishing job may still hold: "Send again" on a row that the
 * job failing it marked a moment before the queue marked that job done. Answers the first send's
 * id at once when the key is free; else tries again in the background, `tries` times `gapMs`
 * apart (a held key of a job really waiting or running just refuses each time). The caller's
 * periodic scan stays the backstop, e.g. after a restart.
 */
export async function sendWhenFree(
  send: () => Promise<string | null>,
  { tries = 5, gapMs = 1_000 }: { tries?: number; gapMs?: number } = {},
): Promise<string | null> {
  const id = await send();
  if (id !== null) return id;
  void (async () => {
    for (let attempt = 0; attempt < tries; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, gapMs).unref());
      // A stopped queue or a closed database ends the attempts; the scan takes over.
      const later = await send().catch(() => 'stopped');
      if (later !== null) return;
    }
  })();
  return null;
}
