import { pagePaths } from '@sparesfinder/contracts/page-routes';

export type NotificationTextPart =
  { kind: 'text'; text: string } | { kind: 'exported-order'; text: string; href: string };

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * The export notification's link as the server writes it (orders/order-export.service.ts): an origin (optional here),
 * then exactly /exportedOrder?fileId={uuid}. It must start a word (after the start, a space or '(') so a link under
 * another path or after `//` never half-matches, and end the URL (before the end, a space or punctuation).
 */
const exportedOrderLink = new RegExp(
  `(?<![^\\s(])(https?://[^\\s/?#]+)?/exportedOrder\\?fileId=(${uuid})(?=$|[\\s.,;:!?)])`,
  'gi',
);

const isOrigin = (written: string, origin: string) => {
  try {
    return new URL(written).origin === new URL(origin).origin;
  } catch {
    return false;
  }
};

/**
 * spec 3 §2.9: a notification body is plain text; the link to an exported order's download page in it becomes a link.
 * Only that page of this site does (a site-relative link or one on `origin`); the href is rebuilt from the file id,
 * so nothing else the text holds ever reaches an attribute. Everything else stays text.
 */
export function splitExportedOrderLinks(text: string, origin: string): NotificationTextPart[] {
  const parts: NotificationTextPart[] = [];
  let rest = 0;
  for (const match of text.matchAll(exportedOrderLink)) {
    const [written, writtenOrigin, fileId] = match;
    if (writtenOrigin && !isOrigin(writtenOrigin, origin)) continue;
    if (match.index > rest) parts.push({ kind: 'text', text: text.slice(rest, match.index) });
    parts.push({
      kind: 'exported-order',
      text: written,
      href: `${pagePaths.exportedOrder}?fileId=${fileId}`,
    });
    rest = match.index + written.length;
  }
  if (rest < text.length || parts.length === 0) parts.push({ kind: 'text', text: text.slice(rest) });
  return parts;
}
