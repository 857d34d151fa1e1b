import { describe, expect, it } from 'vitest';
import { defaultNoticeChannel, noticeChannels } from './notices.ts';

const following = { lineUserId: 'U1', following: true };
const notFollowing = { lineUserId: 'U1', following: false };
const noLine = { lineUserId: null, following: false };

describe('the channel of a notice', () => {
  it('is LINE by default only for a LINE account that follows the official account', () => {
    expect(defaultNoticeChannel(following)).toBe('line');
    expect(defaultNoticeChannel(notFollowing)).toBe('email');
    expect(defaultNoticeChannel(noLine)).toBe('email');
    expect(noticeChannels(undefined, following, true)).toEqual({ line: true, email: false });
    expect(noticeChannels(undefined, notFollowing, true)).toEqual({ line: false, email: true });
  });

  it('follows the person’s choice', () => {
    expect(noticeChannels('email', following, true)).toEqual({ line: false, email: true });
    expect(noticeChannels('line', notFollowing, true)).toEqual({ line: true, email: false });
    expect(noticeChannels('both', following, true)).toEqual({ line: true, email: true });
  });

  it('is e-mail without the access token or without a LINE account, whatever the choice', () => {
    expect(noticeChannels('line', following, false)).toEqual({ line: false, email: true });
    expect(noticeChannels('both', noLine, true)).toEqual({ line: false, email: true });
  });
});
