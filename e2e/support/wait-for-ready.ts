/**
 * Polls a server's /api/ready every 250 ms: 'ready' once it answers, 'gone' as soon as `gone()`
 * says the server ended, 'late' after `timeoutMs`.
 */
export async function waitForReady(
  baseURL: string,
  timeoutMs: number,
  gone: () => boolean,
): Promise<'ready' | 'gone' | 'late'> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answered = await fetch(`${baseURL}/api/ready`).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
    if (answered) return 'ready';
    if (gone()) return 'gone';
    if (Date.now() > deadline) return 'late';
    await new Promise((r) => setTimeout(r, 250));
  }
}
