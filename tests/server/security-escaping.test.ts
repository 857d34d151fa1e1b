import { describe, expect, it } from 'vitest';
import { HOME_FAQ } from '#domain/content/home-faq.ts';
import { LANGS } from '#domain/i18n.ts';
import { faqJsonLd, serializeJsonLd, websiteJsonLd } from '#domain/jsonld.ts';
import { lawyerJsonLd } from '#domain/lawyer-jsonld.ts';
import {
  applicationApprovedContent,
  applicationRejectedContent,
} from '#server/mail/application-templates.ts';
import { appointmentRequestContent } from '#server/mail/appointment-templates.ts';
import { acceptedContent, invitationContent, newMessageContent } from '#server/mail/question-templates.ts';
import {
  type EmailContent,
  existingAccountContent,
  resetPasswordContent,
  verifyEmailContent,
} from '#server/mail/templates.ts';

// Text people type (names, question titles) written into HTML: JSON-LD blocks and HTML e-mails.

const HOSTILE = '</script><script>alert(1)</script><img src=x onerror="alert(2)">\u2028\u2029&lt;';
const URL_ = 'http://localhost:3000/th/question/1';

describe('JSON-LD serialization', () => {
  it('escapes < > & and U+2028/9 so that no text can end the script element', () => {
    const json = serializeJsonLd({ name: HOSTILE, nested: [{ text: HOSTILE }] });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(json).toContain('\\u2028\\u2029\\u0026lt;');
    // The same value comes back.
    expect(JSON.parse(json)).toEqual({ name: HOSTILE, nested: [{ text: HOSTILE }] });
  });

  it('keeps a lawyer’s JSON-LD with a hostile name exact and inert', () => {
    const ld = lawyerJsonLd(
      {
        id: 'a',
        name: HOSTILE,
        title: HOSTILE,
        description: HOSTILE,
        avatarUrl: null,
        province: null,
        district: HOSTILE,
        experienceAreas: [HOSTILE],
        languages: [],
        phone: '02',
        rating: null,
        reviews: null,
        feeMin: null,
        feeMax: null,
      },
      'th',
      'https://tanai.example',
    );
    const json = serializeJsonLd(ld);
    expect(json).not.toMatch(/<\/?script|[<>\u2028\u2029]/i);
    expect(JSON.parse(json).name).toBe(HOSTILE);
  });

  it('changes nothing else (plain JSON-LD of the site is valid and equal)', () => {
    for (const lang of LANGS) {
      for (const value of [websiteJsonLd(lang, 'https://tanai.example'), faqJsonLd(lang, HOME_FAQ[lang])]) {
        expect(JSON.parse(serializeJsonLd(value, 2))).toEqual(value);
      }
    }
  });
});

/** The HTML part holds the hostile text only as text: no tag, attribute or entity of its own survives. */
function expectInert(mail: EmailContent) {
  expect(mail.html).not.toMatch(/<script|<img|onerror="/i);
  expect(mail.html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(mail.html).toContain('onerror=&quot;alert(2)&quot;');
  // An entity typed as text stays text (its & is escaped).
  expect(mail.html).toContain('&amp;lt;');
  expect(mail.subject).not.toMatch(/[\r\n]/);
}

describe('HTML e-mails', () => {
  it('escape names and titles in every e-mail of every language', () => {
    for (const lang of LANGS) {
      const mails = [
        verifyEmailContent(lang, HOSTILE, URL_),
        resetPasswordContent(lang, HOSTILE, URL_),
        existingAccountContent(lang, HOSTILE, URL_),
        invitationContent(lang, HOSTILE, HOSTILE, URL_),
        acceptedContent(lang, HOSTILE, HOSTILE, HOSTILE, URL_),
        newMessageContent(lang, HOSTILE, HOSTILE, HOSTILE, URL_, 'asker'),
        newMessageContent(lang, HOSTILE, HOSTILE, HOSTILE, URL_, 'lawyer'),
        applicationApprovedContent(lang, HOSTILE, URL_),
        applicationRejectedContent(lang, HOSTILE, URL_),
      ];
      for (const mail of mails) expectInert(mail);
    }
  });

  it('escape every field of an appointment request, and keep its subject on one line', () => {
    for (const lang of LANGS) {
      for (const audience of ['network', 'lawyer'] as const) {
        const mail = appointmentRequestContent(lang, audience, {
          name: `${HOSTILE}\r\nBcc: victim@example.com`,
          phone: HOSTILE,
          email: HOSTILE,
          specialty: HOSTILE,
          description: HOSTILE,
          urgency: 'urgent',
          preferredDate: '2026-12-01',
          timeSlot: '10:00',
          meetingType: HOSTILE,
          locale: lang,
          lawyerName: HOSTILE,
          reference: 'TN-ABC234',
          manageUrl: 'https://tanai.test/th/account/calendar',
        });
        expectInert(mail);
        expect(mail.subject).toContain('Bcc: victim@example.com'); // as text, on the same line
      }
    }
  });

  it('escape the link too', () => {
    const mail = verifyEmailContent('en', 'A', 'http://localhost:3000/x?a=1&b="><script>alert(1)</script>');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('href="http://localhost:3000/x?a=1&amp;b=&quot;&gt;&lt;script&gt;');
  });
});
