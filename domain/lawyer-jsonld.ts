import { HTML_LANG, type Lang } from './i18n.ts';
import { lawyerLanguageLabel } from './lawyer-languages.ts';
import { provinceLabel } from './provinces.ts';

interface JsonLdLawyer {
  id: string;
  name: string;
  title: string | null;
  description: string | null;
  avatarUrl: string | null;
  province: string | null;
  district: string | null;
  experienceAreas: string[];
  languages: string[];
  phone: string;
  rating: number | null;
  reviews: number | null;
  feeMin: number | null;
  feeMax: number | null;
}

/** schema.org Attorney describing one lawyer's profile page. */
export function lawyerJsonLd(lawyer: JsonLdLawyer, lang: Lang, baseUrl: string) {
  const url = `${baseUrl}/${lang}/lawyers/${lawyer.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Attorney',
    '@id': url,
    url,
    name: lawyer.name,
    ...(lawyer.title ? { jobTitle: lawyer.title } : {}),
    ...(lawyer.description ? { description: lawyer.description } : {}),
    ...(lawyer.avatarUrl ? { image: new URL(lawyer.avatarUrl, baseUrl).toString() } : {}),
    inLanguage: HTML_LANG[lang],
    telephone: lawyer.phone,
    address: {
      '@type': 'PostalAddress',
      addressCountry: 'TH',
      ...(lawyer.province ? { addressRegion: provinceLabel(lawyer.province, lang) } : {}),
      ...(lawyer.district ? { addressLocality: lawyer.district } : {}),
    },
    ...(lawyer.province ? { areaServed: provinceLabel(lawyer.province, lang) } : {}),
    knowsAbout: lawyer.experienceAreas,
    knowsLanguage: lawyer.languages.map((l) => lawyerLanguageLabel(l, 'en')),
    ...(lawyer.rating !== null && lawyer.reviews
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: lawyer.rating,
            reviewCount: lawyer.reviews,
            bestRating: 5,
          },
        }
      : {}),
    ...(lawyer.feeMin !== null || lawyer.feeMax !== null
      ? { priceRange: `${[lawyer.feeMin, lawyer.feeMax].filter((v) => v !== null).join('-')} THB` }
      : {}),
  };
}
