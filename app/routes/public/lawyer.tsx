import { useRouteLoaderData } from 'react-router';
import { fromContext } from '#app/context.server.ts';
import { ProfileAnswersLink } from '#app/features/answers/public/profile-answers-link.tsx';
import { loadLawyer } from '#app/features/lawyers/lawyer.server.ts';
import {
  ContactBar,
  PendingVerification,
  ProfileBreadcrumb,
  ProfileContact,
  ProfileDetails,
  ProfileHeader,
  ProfileNotFound,
  ProfileReviews,
} from '#app/features/lawyers/profile.tsx';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { staticPage } from '#app/lib/page-scripts.ts';
import type { RootData } from '#app/root.tsx';
import { lawyerJsonLd } from '#domain/lawyer-jsonld.ts';
import { lawyerName, lawyerTitle } from '#domain/lawyer-names.ts';
import { META_DESCRIPTION_CHARS } from '#domain/limits.ts';
import { truncateText } from '#domain/text.ts';
import type { Route } from './+types/lawyer';

export const handle = staticPage();

export const loader = ({ params, context, request }: Route.LoaderArgs) =>
  loadLawyer(fromContext(context), params.id, new URL(request.url));

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t, lang) => {
    const lawyer = args.loaderData?.lawyer;
    if (!lawyer) return { title: t('profile.notFound.title'), noindex: true };
    const name = lawyerName(lawyer, lang);
    const title = lawyerTitle(lawyer, lang);
    if (args.loaderData?.pendingVerification) return { title: name, noindex: true };
    const base = (args.matches[0]?.loaderData as RootData | undefined)?.publicUrl ?? '';
    const about = lawyer.description?.trim() || t('profile.meta.description', { name });
    return {
      title: title ? `${name} - ${title}` : name,
      description: truncateText(about, META_DESCRIPTION_CHARS),
      canonicalPath: `/lawyers/${lawyer.id}`,
      extra: [{ 'script:ld+json': lawyerJsonLd(lawyer, lang, base) }],
    };
  });

export default function LawyerProfile({ loaderData }: Route.ComponentProps) {
  const { href } = useT();
  const root = useRouteLoaderData<RootData>('root');
  const contact = {
    email: root?.contact.networkEmail ?? '',
    phone: root?.contact.networkPhone ?? '',
    lineId: root?.contact.lineId ?? '',
  };
  const { lawyer, pendingVerification, reviews } = loaderData;
  if (!lawyer) return <ProfileNotFound />;
  const bookingHref = `${href('/appointment')}?lawyer=${lawyer.id}`;
  return (
    <div className="page py-8">
      <ProfileBreadcrumb lawyer={lawyer} />
      {pendingVerification ? <PendingVerification /> : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="grid content-start gap-6">
          <ProfileHeader
            lawyer={lawyer}
            pendingVerification={pendingVerification}
            responsiveHours={loaderData.responsiveHours}
          />
          <ProfileAnswersLink lawyerId={lawyer.id} count={loaderData.publicAnswers} />
          <ProfileDetails lawyer={lawyer} />
          {reviews ? <ProfileReviews lawyer={lawyer} reviews={reviews} /> : null}
        </div>
        <ProfileContact lawyer={lawyer} network={contact} bookingHref={bookingHref} />
      </div>
      <ContactBar
        phone={lawyer.phone}
        ownPhone={lawyer.phone !== contact.phone}
        lineId={lawyer.lineId || contact.lineId}
        ownLine={Boolean(lawyer.lineId)}
        bookingHref={bookingHref}
      />
    </div>
  );
}
