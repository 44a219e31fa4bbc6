import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { styleSourcesOf } from './site.style-sources';

const hash = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('the style sources a page’s CSP allows', () => {
  it('allows each <style> block by its hash, and no attribute when the markup has none', () => {
    expect(styleSourcesOf('<style data-emotion="css">a{color:red}</style>', '<p>x</p>')).toEqual([
      hash('a{color:red}'),
    ]);
  });

  it('allows each style attribute by the hash of its value as the browser reads it, once', () => {
    const html =
      '<span style="top:37.25%;left:12%"></span><span style="top:37.25%;left:12%"></span>' +
      '<img style="font-family:&quot;A&amp;B&quot;"/>';
    expect(styleSourcesOf('', html)).toEqual([
      "'unsafe-hashes'",
      hash('top:37.25%;left:12%'),
      hash('font-family:"A&B"'),
    ]);
  });

  it('does not take words in the text for an attribute', () => {
    // React writes a quotation mark in text as &quot;: the text below is no attribute.
    expect(styleSourcesOf('', '<p>write style=&quot;color:red&quot; in HTML</p>')).toEqual([]);
  });
});
