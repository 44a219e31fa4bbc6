import { escapeHtml } from '#server/lib/html';

/**
 * The venue's look in a mail, in inline styles only (mail programs drop <style> and remote
 * pictures): the light theme's colours of apps/web/src/components/theme/tokens.ts.
 */
const BRAND = {
  background: '#f8f6f3',
  paper: '#ffffff',
  text: '#1f1b18',
  textSecondary: '#57504a',
  primary: '#6d4c41',
  onPrimary: '#ffffff',
  divider: '#e2dcd6',
} as const;

const FONT = "-apple-system,'Segoe UI','Apple SD Gothic Neo','Malgun Gothic','Hiragino Sans','Noto Sans',sans-serif";
const MONO = "'SFMono-Regular',Consolas,'Liberation Mono',Menlo,monospace";

export interface CodeMailParts {
  lang: string;
  subject: string;
  /** The venue's name: the mail's wordmark (text, no picture). */
  venue: string;
  greeting: string;
  intro: string;
  /** The words above the code ("Your code"). */
  label: string;
  code: string;
  expires: string;
  /** What to do if they did not ask for it. */
  ignore: string;
  signature: string;
}

/**
 * An e-mail code's mail (issue 42, item 7): the venue's name as its header, the code large, on a
 * line of its own (a double click selects it whole: no spaces inside), how long it is valid, and
 * what to do if the reader did not ask. The text part says the same, in the same order.
 */
export function codeMail(p: CodeMailParts): { text: string; html: string } {
  // The colon as each language writes it: French with a space before it, Japanese full-width.
  const colon = p.lang === 'fr' ? ' : ' : p.lang === 'ja' ? '：' : ': ';
  const text = [p.venue, p.greeting, p.intro, `${p.label}${colon}${p.code}`, p.expires, p.ignore, p.signature].join(
    '\n\n',
  );
  const e = escapeHtml;
  const para = (s: string, style = '') => `<p style="margin:0 0 16px;${style}">${e(s)}</p>`;
  const html =
    `<!doctype html><html lang="${e(p.lang)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(p.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background-color:${BRAND.background};">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${BRAND.background};">` +
    `<tr><td align="center" style="padding:24px 12px;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:520px;background-color:${BRAND.paper};border:1px solid ${BRAND.divider};border-radius:12px;font-family:${FONT};font-size:16px;line-height:1.6;color:${BRAND.text};">` +
    `<tr><td style="padding:18px 28px;background-color:${BRAND.primary};border-radius:12px 12px 0 0;color:${BRAND.onPrimary};font-size:20px;font-weight:700;letter-spacing:0.02em;">${e(p.venue)}</td></tr>` +
    `<tr><td style="padding:28px;">` +
    para(p.greeting) +
    para(p.intro) +
    `<p style="margin:24px 0 6px;font-size:14px;color:${BRAND.textSecondary};">${e(p.label)}</p>` +
    `<p style="margin:0 0 20px;"><span style="display:inline-block;padding:12px 20px;background-color:${BRAND.background};border:1px dashed ${BRAND.primary};border-radius:8px;font-family:${MONO};font-size:34px;font-weight:700;letter-spacing:0.25em;color:${BRAND.text};">${e(p.code)}</span></p>` +
    para(p.expires, 'font-weight:600;') +
    para(p.ignore, `color:${BRAND.textSecondary};font-size:14px;`) +
    `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid ${BRAND.divider};color:${BRAND.textSecondary};font-size:14px;">${e(p.signature)}</p>` +
    `</td></tr></table></td></tr></table></body></html>`;
  return { text, html };
}
