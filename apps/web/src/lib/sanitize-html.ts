/**
 * The banner text arrives as HTML from the server (spec 1 §2). It is rendered through an allow-list so a
 * bad value can never run script or restyle the page: only simple inline tags survive, links keep a safe href.
 */
const allowedTags = new Set(['A', 'B', 'STRONG', 'I', 'EM', 'U', 'BR', 'P', 'SPAN', 'SMALL']);
const droppedTags = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH']);
const safeHref = /^(https?:|mailto:|tel:|\/(?!\/))/i;

function cleanChildren(parent: Node, document: Document): void {
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) continue;
    if (child.nodeType !== Node.ELEMENT_NODE) {
      child.remove();
      continue;
    }
    const element = child as Element;
    if (droppedTags.has(element.tagName)) {
      element.remove();
      continue;
    }
    cleanChildren(element, document);
    if (!allowedTags.has(element.tagName)) {
      element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    const href = element.tagName === 'A' ? element.getAttribute('href')?.trim() : undefined;
    for (const attribute of Array.from(element.attributes)) element.removeAttribute(attribute.name);
    if (href && safeHref.test(href)) {
      element.setAttribute('href', href);
      if (/^https?:/i.test(href)) {
        element.setAttribute('target', '_blank');
        element.setAttribute('rel', 'noopener noreferrer');
      }
    }
  }
}

export function sanitizeHtml(html: string): string {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  cleanChildren(document.body, document);
  return document.body.innerHTML;
}
