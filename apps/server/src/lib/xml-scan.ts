import { FileRefused } from './zip-read';

export type XmlToken =
  | { kind: 'open'; name: string; attrs: Record<string, string>; selfClosing: boolean }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string };

const PREDEFINED = new Map([
  ['lt', '<'],
  ['gt', '>'],
  ['amp', '&'],
  ['quot', '"'],
  ['apos', "'"],
]);

function entity(ref: string): string | undefined {
  if (!/^#(?:x[0-9a-fA-F]{1,6}|[0-9]{1,7})$/.test(ref)) return PREDEFINED.get(ref);
  const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
  return code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/** &lt; &#233; &#x1F600;…, by a loop rather than replace(): millions of entities stay cheap. */
function decodeEntities(text: string): string {
  let amp = text.indexOf('&');
  if (amp < 0) return text;
  let out = '';
  let from = 0;
  while (amp >= 0) {
    // An entity is short: look for its ; within 9 characters, never further.
    const semi = text.slice(amp + 1, amp + 10).indexOf(';');
    const char = semi > 0 ? entity(text.slice(amp + 1, amp + 1 + semi)) : undefined;
    if (char !== undefined) {
      out += text.slice(from, amp) + char;
      from = amp + semi + 2;
    }
    amp = text.indexOf('&', amp + 1);
  }
  return out + text.slice(from);
}

/** The name without its namespace prefix (x:row → row): producers differ in prefixes, not in names. */
const localName = (qualified: string) => qualified.slice(qualified.indexOf(':') + 1);

/** Attributes by local name, in one pass over the tag whatever it holds. */
function attributesOf(tag: string): Record<string, string> {
  const attrs: Record<string, string> = Object.create(null); // no prototype: names come from the file
  let i = 0;
  for (;;) {
    const eq = tag.indexOf('=', i);
    if (eq < 0) return attrs;
    let open = eq + 1;
    while (/\s/.test(tag.charAt(open))) open++;
    const quote = tag.charAt(open);
    if (quote !== '"' && quote !== "'") return attrs;
    const close = tag.indexOf(quote, open + 1);
    if (close < 0) return attrs;
    attrs[localName(tag.slice(i, eq).trim())] = decodeEntities(tag.slice(open + 1, close));
    i = close + 1;
  }
}

/**
 * The tags and texts of an XML document in one pass, never slower than the text is long (no
 * regular expression that can backtrack over attacker-made input). Enough for SpreadsheetML:
 * comments and processing instructions are skipped, CDATA is text, a DOCTYPE is refused.
 */
export function* scanXml(xml: string): Generator<XmlToken> {
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    if (lt < 0) {
      yield { kind: 'text', text: decodeEntities(xml.slice(i)) };
      return;
    }
    if (lt > i) yield { kind: 'text', text: decodeEntities(xml.slice(i, lt)) };
    if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt);
      if (end < 0) throw new FileRefused('INVALID', 'unclosed CDATA');
      yield { kind: 'text', text: xml.slice(lt + 9, end) };
      i = end + 3;
      continue;
    }
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt);
      if (end < 0) throw new FileRefused('INVALID', 'unclosed comment');
      i = end + 3;
      continue;
    }
    if (xml.startsWith('<!', lt)) throw new FileRefused('INVALID', 'DOCTYPE');
    // The tag ends at the first > outside quotes.
    let gt = lt + 1;
    let quote = '';
    for (; gt < xml.length; gt++) {
      const ch = xml.charAt(gt);
      if (quote) {
        if (ch === quote) quote = '';
      } else if (ch === '"' || ch === "'") quote = ch;
      else if (ch === '>') break;
    }
    if (gt >= xml.length) throw new FileRefused('INVALID', 'unclosed tag');
    const body = xml.slice(lt + 1, gt);
    i = gt + 1;
    if (body.startsWith('?')) continue;
    if (body.startsWith('/')) {
      yield { kind: 'close', name: localName(body.slice(1).trim()) };
      continue;
    }
    const selfClosing = body.endsWith('/');
    const inner = selfClosing ? body.slice(0, -1) : body;
    const space = inner.search(/\s/);
    const name = space < 0 ? inner : inner.slice(0, space);
    yield {
      kind: 'open',
      name: localName(name),
      attrs: space < 0 ? {} : attributesOf(inner.slice(space)),
      selfClosing,
    };
  }
}
