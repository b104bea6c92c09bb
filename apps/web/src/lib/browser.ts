/**
 * Full page loads go through this object so tests can observe them (jsdom cannot navigate).
 * In-app navigation uses the router instead.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}
