import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { initialJavaScript, type InitialJs } from './initial-js';

/**
 * TARGETS.md's floor for initial JavaScript: a bare React page (one heading rendered with createRoot), built by the
 * same Vite and React plugin as apps/web, measured like the shop. Built under bench/tmp (ignored by git) so it
 * resolves the workspace's own react and react-dom.
 */
export async function bareReactPage(): Promise<InitialJs> {
  const root = fileURLToPath(new URL('../tmp/bare-react/', import.meta.url));
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  await writeFile(`${root}index.html`, '<!doctype html><html lang="en"><head><title>Bare</title></head><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>');
  await writeFile(`${root}main.jsx`, "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Bare React page</h1>);\n");
  await build({ root, configFile: false, logLevel: 'silent', plugins: [react()], build: { outDir: `${root}dist`, emptyOutDir: true } });
  return initialJavaScript(`${root}dist`);
}
