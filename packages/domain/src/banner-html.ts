/**
 * The banner strip shows HTML supplied by the server (spec 1 §2). The server answers it through this allow-list
 * (GET /GetBannerText), so a bad value stored for a user group can never run script or restyle the page: only simple
 * inline tags survive, and links keep a safe href. The browser renders the answer as sent, whether the server
 * painted it into the first paint (decision 019) or the browser asked for it.
 *
 * Safe by construction rather than by parsing: the output is made only of tags written here (an allowed name, and for
 * a link a checked href) and of the input's text with every `<` and `>` escaped, so nothing in the input can open a
 * tag or an attribute of its own.
 */
const allowedTags = new Set(['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'small']);
const voidTags = new Set(['br']);
/** Elements dropped with everything inside them (their content is code, styling or markup of another language). */
const droppedTags = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'textarea', 'title', 'xmp', 'noembed', 'noframes']);
// A site path, but not `//host` or `/\host`, which browsers read as another site's address.
const safeHref = /^(https?:|mailto:|tel:|\/(?![/\\]))/i;

// A start tag with well-formed attributes, an end tag, or markup that is never shown (comments, doctypes, <?…>).
// Anything else that starts with `<` is text, shown as typed.
const attributePattern = String.raw`\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>\x60]+))?`;
const markupPattern = new RegExp(String.raw`<([a-zA-Z][a-zA-Z0-9-]*)((?:${attributePattern})*)\s*/?>|</([a-zA-Z][a-zA-Z0-9-]*)\s*>|<!--[\s\S]*?(?:-->|$)|<[!?][^>]*(?:>|$)`, 'g');
const hrefPattern = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => value.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function startTag(name: string, attributes: string): string {
  if (name !== 'a') return `<${name}>`;
  const match = hrefPattern.exec(attributes);
  const href = (match?.[1] ?? match?.[2] ?? match?.[3])?.trim();
  if (!href || !safeHref.test(href)) return '<a>';
  const external = /^https?:/i.test(href) ? ' target="_blank" rel="noopener noreferrer"' : '';
  return `<a href="${escapeAttribute(href)}"${external}>`;
}

export function sanitizeBannerHtml(html: string): string {
  let output = '';
  const open: string[] = [];
  // Inside a dropped element: skipped up to its first end tag, as a browser reads a <script> (a start tag written
  // as `<script/>` still opens one).
  let dropping: string | undefined;
  let last = 0;
  for (const match of html.matchAll(markupPattern)) {
    if (!dropping) output += escapeText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const startName = match[1]?.toLowerCase();
    const endName = match[3]?.toLowerCase();
    if (dropping) {
      if (endName === dropping) dropping = undefined;
    } else if (startName && droppedTags.has(startName)) {
      dropping = startName;
    } else if (startName && allowedTags.has(startName)) {
      output += startTag(startName, match[2] ?? '');
      if (!voidTags.has(startName)) open.push(startName);
    } else if (endName && open.includes(endName)) {
      // Closes the element it names and any left open inside it, so the output is always balanced.
      while (open.length > 0) {
        const closed = open.pop()!;
        output += `</${closed}>`;
        if (closed === endName) break;
      }
    }
    // Other tags (unknown, or an end tag with nothing to close) are left out; their text stays.
  }
  if (!dropping) output += escapeText(html.slice(last));
  return output + open.reverse().map((name) => `</${name}>`).join('');
}
