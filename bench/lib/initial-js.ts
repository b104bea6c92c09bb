import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialJs {
  files: { path: string; bytes: number; gzipBytes: number }[];
  bytes: number;
  gzipBytes: number;
}

/**
 * The JavaScript a first visit loads before any page chunk: the entry script and every modulepreload named in a
 * built index.html, each gzipped on its own (level 9, as a server pre-compressing would).
 */
export async function initialJavaScript(distDir: string): Promise<InitialJs> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const paths = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  const files = await Promise.all(
    [...new Set(paths)].map(async (path) => {
      const body = await readFile(join(distDir, path.replace(/^\//, '')));
      return { path, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
    }),
  );
  return { files, bytes: files.reduce((sum, file) => sum + file.bytes, 0), gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
