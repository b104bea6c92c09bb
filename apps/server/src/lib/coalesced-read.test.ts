import { describe, expect, it } from 'vitest';
import { coalescedRead } from './coalesced-read';

/** A read that answers the value current when it began, and settles only when told. */
function controlledRead() {
  let value = 1;
  const pending: { answer: () => void; fail: () => void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      const seen = value;
      pending.push({ answer: () => resolve(seen), fail: () => reject(new Error('read failed')) });
    });
  return { read, pending, set: (next: number) => (value = next) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('coalescedRead', () => {
  it('gives callers who ask while a read is in flight the next read, one for them all, begun after they asked', async () => {
    const source = controlledRead();
    const read = coalescedRead(source.read);
    const first = read();
    source.set(2); // a change commits while the first read is in flight
    const [second, third] = [read(), read()];
    expect(source.pending).toHaveLength(1);
    source.pending[0]!.answer();
    expect(await first).toBe(1);
    await settled();
    expect(source.pending).toHaveLength(2);
    source.pending[1]!.answer();
    expect([await second, await third]).toEqual([2, 2]);
  });

  it('reads afresh once nothing is in flight, and after a failed read', async () => {
    const source = controlledRead();
    const read = coalescedRead(source.read);
    const failing = read();
    const queued = read();
    source.pending[0]!.fail();
    await expect(failing).rejects.toThrow('read failed');
    await settled();
    source.pending[1]!.answer();
    expect(await queued).toBe(1);
    const later = read();
    expect(source.pending).toHaveLength(3);
    source.pending[2]!.answer();
    expect(await later).toBe(1);
  });
});
