import { describe, expect, it } from 'vitest';
import { avatarPublicUrl, illustrationKey, isIllustration, parseFileKey } from './uploads.ts';

const LISTING = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('drawn portraits', () => {
  it('are public WebP avatars named after their listing, in a folder no account owns', () => {
    const key = illustrationKey(LISTING);
    expect(key).toBe(`avatars/illustrations/${LISTING}.webp`);
    expect(parseFileKey(key)).toMatchObject({ folder: 'avatars', ext: 'webp', public: true });
  });

  it('are told apart from a lawyer’s own upload by their address alone', () => {
    expect(isIllustration(avatarPublicUrl(illustrationKey(LISTING)))).toBe(true);
    expect(isIllustration(avatarPublicUrl(`avatars/user-1/${LISTING}.webp`))).toBe(false);
    expect(isIllustration('/files/public/avatars/illustrations-of-mine/x.webp')).toBe(false);
    expect(isIllustration(null)).toBe(false);
    expect(isIllustration(undefined)).toBe(false);
  });
});
