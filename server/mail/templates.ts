import type { Lang } from '#domain/i18n.ts';
import { oneLine } from '#domain/text.ts';
import { fixedT } from '#i18n/index.ts';
import type { KeysUnder, TextKey } from '#i18n/keys.ts';

/**
 * The text of every e-mail, in the recipient's interface language (docs/product-rules.md, "E-mail"): its words are
 * the texts `mail.*` (i18n/mail.th.json and its siblings), read with `fixedT` in the recipient's language.
 */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * Text for HTML e-mails: every `& < > " '` becomes an entity, so that names, titles and messages (anything a
 * person typed) are shown as text and never become markup, in element content and in quoted attributes alike.
 */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * A subject, or a text line with typed text in it: line breaks and other control characters become spaces, so a
 * value (a name, a title) never starts a line of its own in the text part (a forged 'Bcc:' line).
 */
export { oneLine };

/**
 * Typed text of several lines (a booking's details) in the text part: each of its lines quoted with '> ', so none
 * reads as a line of the e-mail's own.
 */
export const quotedLines = (s: string): string[] =>
  s.split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/).map((line) => `> ${oneLine(line)}`.trimEnd());

/** A part of an e-mail's body; the text part puts an empty line between parts. */
export type MailBlock =
  /** Paragraphs, each one line of the text part. */
  | { paragraphs: string[] }
  /** A table of labelled values (`label: value` lines). */
  | { fields: [string, string][] }
  /** Typed text of several lines under a heading, quoted line by line in the text part (`none` when empty). */
  | { heading: string; typed: string | null; none: string }
  /** The button of the e-mail's link, and its address. */
  | { link: { url: string; label: string } }
  /** A line with a link of its own (one of several, such as each lawyer of a review invitation). */
  | { item: string; link: { url: string; label: string } };

const FOOTER = 'Tanai · ทนาย';

/**
 * The site's look in an e-mail, written out because mail clients read no stylesheet: the light theme's tokens of
 * app/app.css (`--primary`, `--accent`, `--foreground`, `--muted`, `--muted-foreground`, `--border`, `--card`) as
 * hex, and its `--font-sans` stack with the fonts a mail client's system has for Thai and Chinese before the generic
 * family (the web font itself is not sent: an e-mail loads nothing from outside).
 */
export const MAIL_LOOK = {
  primary: '#0f3562',
  primaryForeground: '#f6f9fc',
  accent: '#b15300',
  foreground: '#111b28',
  muted: '#ecf1f5',
  mutedForeground: '#4f5966',
  border: '#d8dfe6',
  card: '#ffffff',
  font: "'IBM Plex Sans Thai', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Tahoma, 'Leelawadee UI', 'Noto Sans Thai', 'PingFang SC', 'Microsoft YaHei', sans-serif",
} as const;

/** Long words and addresses break anywhere rather than widen the e-mail past a phone's screen. */
const WRAP = 'overflow-wrap:anywhere;word-break:break-word';
const buttonStyle = `display:inline-block;max-width:100%;box-sizing:border-box;padding:12px 22px;background:${MAIL_LOOK.primary};color:${MAIL_LOOK.primaryForeground};border-radius:8px;font-weight:600;text-decoration:none;${WRAP}`;
const itemButtonStyle = `display:inline-block;max-width:100%;box-sizing:border-box;margin-top:6px;padding:8px 16px;background:${MAIL_LOOK.primary};color:${MAIL_LOOK.primaryForeground};border-radius:8px;font-weight:600;text-decoration:none;${WRAP}`;
const rawLinkStyle = `margin:8px 0 0;font-size:13px;line-height:1.5;color:${MAIL_LOOK.mutedForeground}`;
/** An address breaks between any two characters: it has no words to keep whole. */
const BREAK_ALL = 'word-break:break-all;overflow-wrap:anywhere';

function blockText(block: MailBlock): string[] {
  if ('paragraphs' in block) return block.paragraphs.map(oneLine);
  if ('fields' in block) return block.fields.map(([k, v]) => `${k}: ${oneLine(v)}`);
  if ('heading' in block)
    return [`${block.heading}:`, ...(block.typed ? quotedLines(block.typed) : [block.none])];
  if ('item' in block) return [oneLine(block.item), `${block.link.label}: ${block.link.url}`];
  return [`${block.link.label}: ${block.link.url}`];
}

const paragraph = (html: string, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`;

function blockHtml(block: MailBlock, t: ReturnType<typeof fixedT>): string {
  if ('paragraphs' in block) return block.paragraphs.map((l) => paragraph(escapeHtml(l))).join('');
  if ('fields' in block) {
    const rows = block.fields.map(
      ([k, v]) =>
        `<tr><th scope="row" style="text-align:left;padding:6px 12px 6px 0;vertical-align:top;font-weight:600;color:${MAIL_LOOK.mutedForeground};overflow-wrap:normal;word-break:normal">${escapeHtml(k)}</th><td style="padding:6px 0;vertical-align:top;${WRAP}">${escapeHtml(v)}</td></tr>`,
    );
    return [
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;margin:0 0 16px">`,
      ...rows,
      '</table>',
    ].join('');
  }
  if ('heading' in block) {
    return (
      paragraph(`<strong>${escapeHtml(block.heading)}</strong>`, 'margin-bottom:4px') +
      paragraph(
        escapeHtml(block.typed ?? block.none),
        `white-space:pre-wrap;padding:8px 12px;border-left:3px solid ${MAIL_LOOK.border};background:${MAIL_LOOK.muted};${WRAP}`,
      )
    );
  }
  const { url, label } = block.link;
  const href = escapeHtml(url);
  if ('item' in block) {
    return paragraph(
      `${escapeHtml(block.item)}<br><a href="${href}" style="${itemButtonStyle}">${escapeHtml(label)}</a><br><span style="display:block;${rawLinkStyle};${BREAK_ALL}">${href}</span>`,
    );
  }
  return [
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px"><tr><td style="border-radius:8px;background:${MAIL_LOOK.primary}">`,
    `<a href="${href}" style="${buttonStyle}">${escapeHtml(label)}</a></td></tr></table>`,
    paragraph(
      `${escapeHtml(t('mail.layout.linkHelp'))}<br><a href="${href}" style="color:${MAIL_LOOK.primary};${BREAK_ALL}">${href}</a>`,
      rawLinkStyle,
    ),
  ].join('');
}

/** The site's account page, where a person chooses how notices reach them, at the origin of the e-mail's links. */
function settingsUrl(blocks: MailBlock[], lang: Lang): string | null {
  for (const block of blocks) {
    if (!('link' in block)) continue;
    try {
      return `${new URL(block.link.url).origin}/${lang}/account#account-notices`;
    } catch {}
  }
  return null;
}

/**
 * The HTML document around an e-mail's body, as the site looks: one column at most 600 px wide and fluid below
 * it, a header with the site's name on its navy, and a footer saying why the e-mail came with the link to the
 * notice settings. Tables and inline styles only (mail clients drop stylesheets and external files).
 */
function mailDocument(lang: Lang, body: string, settings: string | null): string {
  const t = fixedT(lang);
  const L = MAIL_LOOK;
  const footer = [
    escapeHtml(t('mail.layout.why')),
    settings
      ? ` <a href="${escapeHtml(settings)}" style="color:${L.primary}">${escapeHtml(t('mail.layout.settings'))}</a>`
      : '',
  ].join('');
  return [
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light"></head>`,
    `<body style="margin:0;padding:0;background:${L.muted};color:${L.foreground};font-family:${L.font};font-size:16px;line-height:1.7;-webkit-text-size-adjust:100%">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;background:${L.muted}"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;border-collapse:separate;background:${L.card};border:1px solid ${L.border};border-radius:12px">`,
    `<tr><td style="padding:16px 24px;background:${L.primary};border-bottom:3px solid ${L.accent};border-radius:11px 11px 0 0;font-family:${L.font}">`,
    `<span style="font-size:20px;font-weight:600;color:${L.primaryForeground}">${escapeHtml(t('meta.brand'))}</span>`,
    `<span style="display:block;font-size:13px;color:${L.primaryForeground}">${escapeHtml(t('header.tagline'))}</span></td></tr>`,
    `<tr><td style="padding:24px;font-family:${L.font};font-size:16px;line-height:1.7;color:${L.foreground};text-align:left;${WRAP}">${body}</td></tr>`,
    `<tr><td style="padding:16px 24px;border-top:1px solid ${L.border};font-family:${L.font};font-size:13px;line-height:1.6;color:${L.mutedForeground};${WRAP}">`,
    `<p style="margin:0 0 4px">${footer}</p><p style="margin:0">${FOOTER}</p></td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
}

/**
 * The text and HTML parts of an e-mail of blocks: every typed value is escaped in the HTML part and kept on its
 * line in the text part (`oneLine`, `quotedLines`), so nothing typed becomes markup or starts a line of its own.
 * The HTML part is a document of its own in the recipient's language (`mailDocument`).
 */
export function renderBlocks(lang: Lang, blocks: MailBlock[]): { text: string; html: string } {
  const text = [...blocks.flatMap((b) => [...blockText(b), '']), FOOTER].join('\n');
  const t = fixedT(lang);
  const html = mailDocument(lang, blocks.map((b) => blockHtml(b, t)).join(''), settingsUrl(blocks, lang));
  return { text, html };
}

/** The text and HTML parts of an e-mail of paragraphs, each paragraph one line of the text part, and its link. */
export function render(
  lang: Lang,
  lines: string[],
  link?: { url: string; label: string },
): { text: string; html: string } {
  return renderBlocks(lang, [{ paragraphs: lines }, ...(link ? [{ link }] : [])]);
}

/**
 * An e-mail of a greeting, paragraphs and a link, all texts under one prefix (`mail.verify`): its `subject`, the
 * paragraphs `parts` in order, the link's label `action`.
 */
export function greetingLinkContent<P extends `mail.${string}`>(
  prefix: P,
  parts: readonly KeysUnder<P>[],
  lang: Lang,
  name: string,
  url: string,
): EmailContent {
  const t = fixedT(lang);
  const text = (part: string) => t(`${prefix}.${part}` as TextKey);
  return {
    subject: text('subject'),
    ...render(lang, [t('mail.hello', { name }), ...parts.map(text)], { url, label: text('action') }),
  };
}

export function verifyEmailContent(lang: Lang, name: string, url: string): EmailContent {
  return greetingLinkContent('mail.verify', ['body', 'ignore'], lang, name, url);
}

/**
 * The link that adds an e-mail to an account made with LINE (the account page's form, or the address LINE gave at
 * the first sign-in): it says which account asks, so that someone who did not ask leaves it unopened.
 */
export function addEmailContent(lang: Lang, name: string, url: string): EmailContent {
  return greetingLinkContent('mail.addEmail', ['body', 'ignore'], lang, name, url);
}

export function resetPasswordContent(lang: Lang, name: string, url: string): EmailContent {
  return greetingLinkContent('mail.resetPassword', ['body', 'ignore'], lang, name, url);
}

export function existingAccountContent(lang: Lang, name: string, url: string): EmailContent {
  return greetingLinkContent('mail.existingAccount', ['body'], lang, name, url);
}
