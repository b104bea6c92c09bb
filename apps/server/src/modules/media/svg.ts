/** Escapes text for SVG element content and attribute values. Every caller-supplied string goes through this. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** `viewWidth` draws a `viewWidth`-square canvas at width x height pixels (a product picture served at several sizes). */
export function svgDocument(width: number, height: number, body: string, title: string, viewWidth?: number): string {
  const viewBox = viewWidth === undefined ? `0 0 ${width} ${height}` : `0 0 ${viewWidth} ${viewWidth}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}

/** Stable 32-bit hash of a string (FNV-1a), so the same name always draws the same picture. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Shortens text to fit a line, adding an ellipsis. */
export function fit(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export const fontStack = "'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
export const monoStack = "'SFMono-Regular', Consolas, 'Liberation Mono', monospace";
