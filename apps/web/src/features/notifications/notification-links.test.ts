import { describe, expect, it } from 'vitest';
import { splitExportedOrderLinks } from './notification-links';

const origin = 'http://127.0.0.1:3510';
const fileId = '3f2a9c1e-7b4d-4e8f-9a01-5c6d7e8f9a0b';
const page = `/exportedOrder?fileId=${fileId}`;
const link = (text: string) => ({ kind: 'exported-order', text, href: page });
const text = (value: string) => ({ kind: 'text', text: value });

/** spec 3 §2.9: the export notification names its /exportedOrder page; only that page, on this site, becomes a link. */
describe('splitExportedOrderLinks', () => {
  it.each([
    [
      'leaves text without a link alone',
      'Your order 800012 is ready.',
      [text('Your order 800012 is ready.')],
    ],
    [
      "links the server's own absolute link and keeps the full stop after it as text",
      `Open the link in the e-mail we sent you, or go to ${origin}${page}. The link works for 7 days.`,
      [
        text('Open the link in the e-mail we sent you, or go to '),
        link(`${origin}${page}`),
        text('. The link works for 7 days.'),
      ],
    ],
    ['links a site-relative link', `Download: ${page}`, [text('Download: '), link(page)]],
    ['links a link in brackets', `(${page})`, [text('('), link(page), text(')')]],
    [
      'matches the origin however its scheme and host are cased',
      `HTTP://127.0.0.1:3510${page}`,
      [link(`HTTP://127.0.0.1:3510${page}`)],
    ],
  ])('%s', (_name, input, expected) => expect(splitExportedOrderLinks(input, origin)).toEqual(expected));

  it.each([
    ['another site', `go to https://evil.example${page}`],
    ['another port of this host', `go to http://127.0.0.1:9999${page}`],
    ['a host hidden behind user info', `go to http://127.0.0.1:3510@evil.example${page}`],
    ['a protocol-relative link', `go to //evil.example${page}`],
    ['the page under another path', `go to https://evil.example/x${page}`],
    ['a javascript: link', `javascript:alert(1)//${page}`],
    ['a file id that is not a UUID', '/exportedOrder?fileId=../../Account/Delete'],
    ['a longer query after the file id', `${page}&next=https://evil.example`],
    ['another page of the site', '/Basket/DownloadExportedOrder?fileId=' + fileId],
  ])('leaves %s as text', (_name, input) =>
    expect(splitExportedOrderLinks(input, origin)).toEqual([text(input)]),
  );
});
