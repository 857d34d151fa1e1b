import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import '#i18n/index.ts';
import { UPLOAD_MAX_BYTES } from '#domain/limits.ts';
import { ImageUpload, type ImageUploadProps } from './image-upload.tsx';
import { checkFileBeforeUpload, uploadErrorKey } from './upload-client.ts';

function render(props: Partial<ImageUploadProps>, lang = 'th') {
  return renderToString(
    <MemoryRouter initialEntries={[`/${lang}`]}>
      <Routes>
        <Route
          path=":lang"
          element={<ImageUpload kind="avatar" name="avatarKey" label="รูปโปรไฟล์" id="f" {...props} />}
        />
      </Routes>
    </MemoryRouter>,
  );
}

const KEY = 'avatars/user-1/0f8fad5b-d9cb-469f-a165-70867728950e.webp';

describe('ImageUpload', () => {
  it('renders a labelled image input, its hint and an empty hidden field', () => {
    const html = render({});
    expect(html).toContain('<label class="text-sm font-medium leading-none" for="f">รูปโปรไฟล์');
    expect(html).toMatch(/<input[^>]*id="f"[^>]*type="file"[^>]*accept="image\/jpeg,image\/png,image\/webp"/);
    expect(html).toContain('<input type="hidden" name="avatarKey" value=""/>');
    expect(html).toContain('aria-describedby="f-hint"');
    expect(html).toContain('ไฟล์ JPEG, PNG หรือ WebP ขนาดไม่เกิน 5 MB');
    expect(html).not.toContain('role="progressbar"');
    expect(html).not.toContain('<img');
  });

  it('carries a chosen key and previews an avatar, with a remove button', () => {
    const html = render({ value: KEY });
    expect(html).toContain(`<input type="hidden" name="avatarKey" value="${KEY}"/>`);
    expect(html).toContain(`src="/files/public/${KEY}"`);
    expect(html).toContain('ลบรูป');
  });

  it('shows no preview for a business card', () => {
    const key = 'business-cards/user-1/0f8fad5b-d9cb-469f-a165-70867728950e.jpg';
    const html = render({ kind: 'business-card', name: 'cardKey', value: key }, 'en');
    expect(html).toContain(`name="cardKey" value="${key}"`);
    expect(html).not.toContain('<img');
    expect(html).toContain('Remove image');
  });
});

describe('upload client checks', () => {
  it('refuse a file over the limit or of another declared type before sending', () => {
    expect(checkFileBeforeUpload({ size: UPLOAD_MAX_BYTES + 1, type: 'image/jpeg' })).toBe(
      'uploads.errors.tooLarge',
    );
    expect(checkFileBeforeUpload({ size: 10, type: 'image/svg+xml' })).toBe('uploads.errors.notImage');
    expect(checkFileBeforeUpload({ size: UPLOAD_MAX_BYTES, type: 'image/webp' })).toBeNull();
    // Some browsers declare no type: the server decides.
    expect(checkFileBeforeUpload({ size: 10, type: '' })).toBeNull();
  });

  it('map unknown server codes to the generic failure', () => {
    expect(uploadErrorKey('uploads.errors.badName')).toBe('uploads.errors.badName');
    expect(uploadErrorKey('UNAUTHORIZED')).toBe('uploads.errors.failed');
    expect(uploadErrorKey(undefined)).toBe('uploads.errors.failed');
  });
});
