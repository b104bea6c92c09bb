/** Retries an assertion until it passes or `timeoutMs` is spent (for work done in the background: jobs, sockets). */
export async function eventually(assertion: () => Promise<void> | void, timeoutMs = 10_000, intervalMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
