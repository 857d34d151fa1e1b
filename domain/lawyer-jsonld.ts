import { caseTypeLabel } from './case-types.ts';
import { districtLabel } from './districts.ts';
import type { Lang } from './i18n.ts';
import { lawyerLanguageCode } from './lawyer-languages.ts';
import { type LawyerNames, type LawyerTitles, lawyerName, lawyerTitle } from './lawyer-names.ts';
import { provinceLabel } from './provinces.ts';
import { RATING_MIN_REVIEWS, STARS } from './reviews.ts';
import { isIllustration } from './uploads.ts';

interface JsonLdLawyer extends LawyerNames, LawyerTitles {
  id: string;
  description: string | null;
  avatarUrl: string | null;
  province: string | null;
  district: string | null;
  experienceAreas: string[];
  languages: string[];
  phone: string;
  /** The figure of the published reviews (`bayesianRating`, domain/reviews.ts), null below RATING_MIN_REVIEWS. */
  rating: number | null;
  /** The number of published reviews. */
  reviews: number | null;
  feeMin: number | null;
  feeMax: number | null;
}

/**
 * schema.org JSON-LD of one lawyer's profile page: the listing is a `LegalService` (schema.org deprecates
 * `Attorney` for it), and the lawyer is a `Person`, its `employee`.
 *
 * Why this shape: what the listing offers to clients — address, area served, telephone, fees (`priceRange`) and the
 * rating (`aggregateRating`) — are properties of a LocalBusiness (an Organization and a Place), not of a Person;
 * what belongs to the lawyer — job title, the case types they know (`knowsAbout`) and the languages they speak
 * (`knowsLanguage`, BCP 47 tags) — are properties of a Person. `employee` ("someone working for this
 * organization") states only what the listing shows: this lawyer works in this practice; `founder` would claim who
 * set it up, which the directory does not know. The case types are in the page's language, as the page shows them; so are the
 * name and title when the listing has them in that language, the province and the district.
 * The rating is the figure of the listing's published verified reviews (docs/product-rules.md, "Reviews"): only from
 * RATING_MIN_REVIEWS reviews on, as on the page; a listing with fewer has no `aggregateRating`.
 * CreativeWork's `inLanguage` is not a property of either type; tests/fixtures/schema-org-vocabulary.json lists
 * the properties each type has.
 */
export function lawyerJsonLd(lawyer: JsonLdLawyer, lang: Lang, baseUrl: string) {
  const url = `${baseUrl}/${lang}/lawyers/${lawyer.id}`;
  // The name, title, province and district in the page's language when the listing or domain/ has it.
  const name = lawyerName(lawyer, lang);
  const title = lawyerTitle(lawyer, lang);
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': url,
    url,
    name,
    ...(lawyer.description ? { description: lawyer.description } : {}),
    telephone: lawyer.phone,
    address: {
      '@type': 'PostalAddress',
      addressCountry: 'TH',
      ...(lawyer.province ? { addressRegion: provinceLabel(lawyer.province, lang) } : {}),
      ...(lawyer.district ? { addressLocality: districtLabel(lawyer.district, lang) } : {}),
    },
    ...(lawyer.province ? { areaServed: provinceLabel(lawyer.province, lang) } : {}),
    ...(lawyer.rating !== null && lawyer.reviews !== null && lawyer.reviews >= RATING_MIN_REVIEWS
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: lawyer.rating,
            reviewCount: lawyer.reviews,
            bestRating: STARS[STARS.length - 1],
            worstRating: STARS[0],
          },
        }
      : {}),
    ...(lawyer.feeMin !== null || lawyer.feeMax !== null
      ? { priceRange: `${[lawyer.feeMin, lawyer.feeMax].filter((v) => v !== null).join('-')} THB` }
      : {}),
    employee: {
      '@type': 'Person',
      name,
      ...(title ? { jobTitle: title } : {}),
      // Only the person's own photo: a drawn portrait is no picture of them (uploads.ts).
      ...(lawyer.avatarUrl && !isIllustration(lawyer.avatarUrl)
        ? { image: new URL(lawyer.avatarUrl, baseUrl).toString() }
        : {}),
      knowsAbout: lawyer.experienceAreas.map((area) => caseTypeLabel(area, lang)),
      knowsLanguage: lawyer.languages.map(lawyerLanguageCode),
    },
  };
}
