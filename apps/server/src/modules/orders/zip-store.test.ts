import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crc32, unzipStore, zipStore } from './zip-store';

describe('zipStore', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('round-trips entries', () => {
    const zip = zipStore([
      { name: 'a.txt', bytes: Buffer.from('hello'), modifiedAt: new Date('2026-11-24T10:00:00Z') },
      { name: 'b.pdf', bytes: Buffer.from('%PDF-1.4 body'), modifiedAt: new Date('2026-11-24T10:00:00Z') },
    ]);
    const files = unzipStore(zip);
    expect([...files.keys()]).toEqual(['a.txt', 'b.pdf']);
    expect(files.get('a.txt')?.toString()).toBe('hello');
  });

  it('is a file the system unzip accepts (when it is installed)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zip-'));
    const file = join(dir, 'x.zip');
    writeFileSync(file, zipStore([{ name: 'inv.txt', bytes: Buffer.from('invoice'), modifiedAt: new Date() }]));
    let listing = '';
    try {
      listing = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    expect(listing).toContain('No errors detected');
  });
});
