import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import '#i18n/index.ts';
import { avatarPublicUrl, illustrationKey } from '#domain/uploads.ts';
import { LawyerAvatar } from './lawyer-marks.tsx';

const LISTING = '0f8fad5b-d9cb-469f-a165-70867728950e';
const NAME = 'สมชาย ใจดี';

function render(url: string | null, size: 'md' | 'lg', lang = 'th') {
  return renderToString(
    <MemoryRouter initialEntries={[`/${lang}`]}>
      <Routes>
        <Route path=":lang" element={<LawyerAvatar name={NAME} url={url} size={size} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LawyerAvatar', () => {
  it('says a drawn portrait is an illustration, in its text and, when large, in words under it', () => {
    const portrait = avatarPublicUrl(illustrationKey(LISTING));
    const card = render(portrait, 'md');
    expect(card).toContain(`alt="ภาพประกอบของ ${NAME} ไม่ใช่รูปถ่ายจริง"`);
    expect(card).not.toContain('avatar-initials');
    expect(render(portrait, 'lg')).toContain('>ภาพประกอบ</span>');
    expect(render(portrait, 'lg', 'en')).toContain(`alt="An illustration for ${NAME}, not a photo"`);
    expect(render(portrait, 'lg', 'zh')).toContain('>插画</span>');
  });

  it("shows the lawyer's own photo under their name, and the initials when there is no picture", () => {
    const own = render(avatarPublicUrl(`avatars/user-1/${LISTING}.webp`), 'lg');
    expect(own).toContain(`alt="${NAME}"`);
    expect(own).not.toContain('ภาพประกอบ');
    expect(render(null, 'md')).toContain('data-testid="avatar-initials"');
  });
});
