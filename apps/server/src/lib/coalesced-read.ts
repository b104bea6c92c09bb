const ignore = () => undefined;

/**
 * `read`, with calls that arrive while one is in flight sharing the next one, sent as soon as that one settles.
 * Each caller's answer still comes from a read that began after the caller asked, so it never predates a change
 * committed before the call (joining the read in flight could); under load a burst of callers costs one statement
 * per round trip instead of one each (issue #13: the catalogue's version, read by every search).
 */
export function coalescedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const reading = read();
    inFlight = reading;
    const settle = () => {
      if (inFlight === reading) inFlight = undefined;
    };
    reading.then(settle, settle);
    return reading;
  };
  return () => {
    if (!inFlight) return start();
    queued ??= inFlight.then(ignore, ignore).then(() => {
      queued = undefined;
      return start();
    });
    return queued;
  };
}
