import { describe, expect, it } from 'vitest';
import { sanitizeBannerHtml } from './banner-html';

describe('sanitizeBannerHtml', () => {
  it.each([
    ['keeps simple formatting', '<strong>Free</strong> delivery<br>today', '<strong>Free</strong> delivery<br>today'],
    ['drops scripts', 'Hi<script>alert(1)</script>', 'Hi'],
    ['drops event handlers and styles', '<b onclick="x()" style="color:red">Bold</b>', '<b>Bold</b>'],
    ['unwraps unknown tags', '<div><marquee>Sale</marquee></div>', 'Sale'],
    ['removes javascript links', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['opens external links safely', '<a href="https://example.test">x</a>', '<a href="https://example.test" target="_blank" rel="noopener noreferrer">x</a>'],
    ['keeps site links', '<a href="/products?classification=2">x</a>', '<a href="/products?classification=2">x</a>'],
    ['drops images', 'a<img src=x onerror="alert(1)">b', 'ab'],
    ['lower-cases tag names', '<B>Bold</B><P>Para</P>', '<b>Bold</b><p>Para</p>'],
    ['keeps entities as they are', 'Boilers &amp; spares &lt;script&gt;', 'Boilers &amp; spares &lt;script&gt;'],
    ['shows a stray < or > as text', 'Save < £5 > today <3', 'Save &lt; £5 &gt; today &lt;3'],
    ['drops comments and doctypes', 'a<!-- <script>x</script> -->b<!DOCTYPE html>c<?php x ?>d', 'abcd'],
    ['drops a self-closed script with what follows it', 'a<script/>alert(1)</script>b', 'ab'],
    ['drops an unclosed script to the end', 'a<script>alert(1)', 'a'],
    ['drops svg, style and iframe with their content', '<svg><script>x</script></svg><style>*{}</style><iframe src="x">y</iframe>ok', 'ok'],
    ['keeps a > inside a quoted attribute inside its tag', '<a href="/x>y" onclick="z">x</a>', '<a href="/x&gt;y">x</a>'],
    ['escapes quotes in an href', `<a href='/q?a="b"'>x</a>`, '<a href="/q?a=&quot;b&quot;">x</a>'],
    ['reads unquoted hrefs', '<a href=/offers>x</a>', '<a href="/offers">x</a>'],
    ['refuses entity-encoded schemes', '<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
    ['refuses protocol-relative links', '<a href="//evil.test">x</a><a href="/\\evil.test">y</a>', '<a>x</a><a>y</a>'],
    ['keeps mail and phone links', '<a href="mailto:sales@x.test">m</a><a href="tel:0800">t</a>', '<a href="mailto:sales@x.test">m</a><a href="tel:0800">t</a>'],
    ['closes what is left open', '<b>bold <i>both', '<b>bold <i>both</i></b>'],
    ['closes inner elements with their parent', '<b>bold <i>both</b> plain', '<b>bold <i>both</i></b> plain'],
    ['drops end tags with nothing to close', 'a</b></p></div>b', 'ab'],
    ['leaves a malformed tag as text', '<b onclick="x>Bold', '&lt;b onclick="x&gt;Bold'],
    ['cannot open an attribute through a broken one', `<a href="/x" title='a>b'>x</a>`, '<a href="/x">x</a>'],
  ])('%s', (_name, input, expected) => expect(sanitizeBannerHtml(input)).toBe(expected));

  it('never lets a tag through that is not allowed, whatever the input', () => {
    const pieces = ['<', '>', '/', '"', "'", '=', ' ', 'script', 'img', 'a', 'b', 'href', 'on', 'javascript:', '!--', '--', 'x'];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 5000; run++) {
      const input = Array.from({ length: 12 }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      const output = sanitizeBannerHtml(input);
      for (const tag of output.match(/<[^>]*>/g) ?? []) {
        expect(tag, `${input} → ${output}`).toMatch(/^<\/?(a|b|strong|i|em|u|br|p|span|small)>$|^<a href="[^"<>]*"( target="_blank" rel="noopener noreferrer")?>$/);
      }
      // Every < in the output starts one of those tags.
      expect(output.split('<').length - 1, input).toBe((output.match(/<[^>]*>/g) ?? []).length);
    }
  });
});
