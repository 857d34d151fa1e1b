import { describe, expect, it } from 'vitest';
import { lawyerJsonLd } from './lawyer-jsonld.ts';
import { avatarPublicUrl, illustrationKey } from './uploads.ts';

const lawyer = (rating: number | null, reviews: number) => ({
  id: '7f1c1c6e-1111-4222-8333-444455556666',
  name: 'ทนาย ทดสอบ',
  title: 'ทนายความ',
  description: null,
  avatarUrl: null,
  province: null,
  district: null,
  experienceAreas: [],
  languages: [],
  phone: '021234567',
  rating,
  reviews,
  feeMin: null,
  feeMax: null,
});

describe('lawyerJsonLd aggregateRating', () => {
  it('states the figure of the published reviews from three reviews on, with the scale 1 to 5', () => {
    expect(lawyerJsonLd(lawyer(4.1, 3), 'en', 'https://tanai.test').aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.1,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('has none below three published reviews, nor without a figure', () => {
    expect(lawyerJsonLd(lawyer(null, 2), 'en', 'https://tanai.test')).not.toHaveProperty('aggregateRating');
    expect(lawyerJsonLd(lawyer(4.5, 2), 'en', 'https://tanai.test')).not.toHaveProperty('aggregateRating');
    expect(lawyerJsonLd(lawyer(null, 0), 'th', 'https://tanai.test')).not.toHaveProperty('aggregateRating');
  });
});

describe('lawyerJsonLd image', () => {
  it("names the lawyer's own photo as their image, never a drawn portrait", () => {
    const withPicture = (avatarUrl: string) =>
      lawyerJsonLd({ ...lawyer(null, 0), avatarUrl }, 'en', 'https://tanai.test').employee;
    const own = '/files/public/avatars/user-1/0f8fad5b-d9cb-469f-a165-70867728950e.webp';
    expect(withPicture(own).image).toBe(`https://tanai.test${own}`);
    const portrait = avatarPublicUrl(illustrationKey('7f1c1c6e-1111-4222-8333-444455556666'));
    expect(withPicture(portrait)).not.toHaveProperty('image');
  });
});
