import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it.each([
    ['keeps simple formatting', '<strong>Free</strong> delivery<br>today', '<strong>Free</strong> delivery<br>today'],
    ['drops scripts', 'Hi<script>alert(1)</script>', 'Hi'],
    ['drops event handlers and styles', '<b onclick="x()" style="color:red">Bold</b>', '<b>Bold</b>'],
    ['unwraps unknown tags', '<div><marquee>Sale</marquee></div>', 'Sale'],
    ['removes javascript links', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['opens external links safely', '<a href="https://example.test">x</a>', '<a href="https://example.test" target="_blank" rel="noopener noreferrer">x</a>'],
    ['keeps site links', '<a href="/products?classification=2">x</a>', '<a href="/products?classification=2">x</a>'],
    ['drops images', 'a<img src=x onerror="alert(1)">b', 'ab'],
  ])('%s', (_name, input, expected) => expect(sanitizeHtml(input)).toBe(expected));
});
