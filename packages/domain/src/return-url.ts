/**
 * Only same-site absolute paths are followed after sign-in; anything else (other hosts, protocol-relative
 * '//evil', backslash tricks) falls back to '/'. Prevents an open redirect through /bff/login?returnUrl=.
 */
export function safeReturnUrl(returnUrl: string | null | undefined): string {
  if (!returnUrl || !returnUrl.startsWith('/') || returnUrl.startsWith('//') || returnUrl.includes('\\')) return '/';
  if ([...returnUrl].some((ch) => ch.charCodeAt(0) < 0x20)) return '/';
  return returnUrl;
}
