import { describe, expect, it } from 'vitest';
import { LANGS } from '#domain/i18n.ts';
import { applicationApprovedContent } from './application-templates.ts';
import { invitationContent } from './question-templates.ts';
import { reviewInvitationContent } from './review-templates.ts';
import { oneLine, quotedLines, render } from './templates.ts';

const forged = /^(Bcc|Cc|To):/m;

describe('typed values in the text part of an e-mail stay on their line', () => {
  it('oneLine turns every line break and control character into a space; quotedLines quotes each line', () => {
    expect(oneLine('a\r\nb\tc\u0085d\u2028e\u2029f\u0000g')).toBe('a b c d e f g');
    expect(quotedLines('one\r\nBcc: x\n\ntwo')).toEqual(['> one', '> Bcc: x', '>', '> two']);
  });

  it('render keeps each paragraph on one line of the text part', () => {
    const { text } = render('en', ['Hello Jane\r\nBcc: x@example.com'], {
      url: 'https://tanai.test/',
      label: 'Open',
    });
    expect(text).not.toMatch(forged);
    expect(text.split('\n')[0]).toBe('Hello Jane Bcc: x@example.com');
  });

  it('names, titles and lawyers in the applications, questions and reviews e-mails', () => {
    for (const lang of LANGS) {
      const mails = [
        applicationApprovedContent(lang, 'Jane\nBcc: a@example.com', 'https://tanai.test/p'),
        invitationContent(lang, 'Somchai', 'Title\r\nCc: b@example.com', 'https://tanai.test/q'),
        reviewInvitationContent(lang, 'Jane\u2028To: c@example.com', [
          {
            name: 'Lawyer\nBcc: d@example.com',
            url: 'https://tanai.test/r',
            expiresAt: new Date('2030-01-07'),
          },
        ]),
      ];
      for (const mail of mails) {
        expect(mail.text).not.toMatch(forged);
        expect(mail.text).not.toMatch(/[\r\u2028\u2029]/);
      }
    }
  });
});
