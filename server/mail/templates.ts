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

const buttonStyle =
  'display:inline-block;padding:10px 18px;background:#1e3a5f;color:#fff;border-radius:8px;text-decoration:none';
const itemButtonStyle =
  'display:inline-block;margin-top:6px;padding:8px 16px;background:#1e3a5f;color:#fff;border-radius:8px;text-decoration:none';

function blockText(block: MailBlock): string[] {
  if ('paragraphs' in block) return block.paragraphs.map(oneLine);
  if ('fields' in block) return block.fields.map(([k, v]) => `${k}: ${oneLine(v)}`);
  if ('heading' in block)
    return [`${block.heading}:`, ...(block.typed ? quotedLines(block.typed) : [block.none])];
  if ('item' in block) return [oneLine(block.item), `${block.link.label}: ${block.link.url}`];
  return [`${block.link.label}: ${block.link.url}`];
}

function blockHtml(block: MailBlock): string {
  if ('paragraphs' in block) return block.paragraphs.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  if ('fields' in block) {
    const rows = block.fields.map(
      ([k, v]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    );
    return ['<table style="border-collapse:collapse">', ...rows, '</table>'].join('');
  }
  if ('heading' in block) {
    return `<p><strong>${escapeHtml(block.heading)}</strong></p><p style="white-space:pre-wrap">${escapeHtml(block.typed ?? block.none)}</p>`;
  }
  const { url, label } = block.link;
  if ('item' in block) {
    return `<p>${escapeHtml(block.item)}<br><a href="${escapeHtml(url)}" style="${itemButtonStyle}">${escapeHtml(label)}</a><br><span style="font-size:13px;color:#555">${escapeHtml(url)}</span></p>`;
  }
  return `<p><a href="${escapeHtml(url)}" style="${buttonStyle}">${escapeHtml(label)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(url)}</p>`;
}

/**
 * The text and HTML parts of an e-mail of blocks: every typed value is escaped in the HTML part and kept on its
 * line in the text part (`oneLine`, `quotedLines`), so nothing typed becomes markup or starts a line of its own.
 */
export function renderBlocks(blocks: MailBlock[]): { text: string; html: string } {
  const text = [...blocks.flatMap((b) => [...blockText(b), '']), FOOTER].join('\n');
  const html = [
    '<div style="font-family:sans-serif;line-height:1.7;max-width:560px">',
    ...blocks.map(blockHtml),
    `<p style="color:#777">${FOOTER}</p></div>`,
  ].join('');
  return { text, html };
}

/** The text and HTML parts of an e-mail of paragraphs, each paragraph one line of the text part, and its link. */
export function render(
  lines: string[],
  link?: { url: string; label: string },
): { text: string; html: string } {
  return renderBlocks([{ paragraphs: lines }, ...(link ? [{ link }] : [])]);
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
    ...render([t('mail.hello', { name }), ...parts.map(text)], { url, label: text('action') }),
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
