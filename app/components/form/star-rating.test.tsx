import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating.tsx';

const LABELS = [
  '1 star, very poor',
  '2 stars, poor',
  '3 stars, average',
  '4 stars, good',
  '5 stars, excellent',
];

const render = (props: { defaultValue?: string; error?: string } = {}) =>
  renderToString(
    <StarRating id="review-stars" name="stars" legend="Overall rating" labels={LABELS} {...props} />,
  );

describe('StarRating', () => {
  it('is a fieldset with its legend and one radio per star, each named by its words, in order', () => {
    const html = render();
    expect(html).toMatch(/^<fieldset id="review-stars"[^>]*><legend[^>]*>Overall rating<\/legend>/);
    const radios = [...html.matchAll(/<input type="radio" name="stars" (?:checked="" )?value="(\d)"/g)].map(
      (m) => m[1],
    );
    expect(radios).toEqual(['1', '2', '3', '4', '5']);
    const labels = [
      ...html.matchAll(/<label class="star-rating-star">.*?<span class="sr-only">(.*?)<\/span><\/label>/g),
    ];
    expect(labels.map((m) => m[1])).toEqual(LABELS);
    expect(html).not.toContain('checked');
  });

  it('checks the value given (a refused form shown again) and shows the group’s error', () => {
    const html = render({ defaultValue: '4', error: 'Please give an overall rating' });
    expect(html).toMatch(/<input type="radio" name="stars" checked="" value="4"/);
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(html).toMatch(/<fieldset[^>]*aria-describedby="review-stars-error"[^>]*aria-invalid="true"/);
    expect(html).toContain('Please give an overall rating');
  });
});
