import { AskerPublishing } from './asker-publishing.tsx';
import { LawyerPublishing } from './lawyer-publishing.tsx';
import type { PublicAnswerSectionData } from './publishing.server.ts';
import { usePublishingAnswer } from './publishing-answer.ts';

/** The question page's public answer section: the asker's or the lawyer's part, nothing for anyone else. */
export function PublicAnswerSection({ section }: { section: PublicAnswerSectionData }) {
  usePublishingAnswer();
  if (!section) return null;
  if (section.role === 'lawyer') return <LawyerPublishing answer={section.answer} draft={section.draft} />;
  if (!section.answer && !section.optIn) return null;
  return <AskerPublishing answer={section.answer} optIn={section.optIn} />;
}
