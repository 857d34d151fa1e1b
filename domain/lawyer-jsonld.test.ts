import { describe, expect, it } from 'vitest';
import { lawyerJsonLd } from './lawyer-jsonld.ts';

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
