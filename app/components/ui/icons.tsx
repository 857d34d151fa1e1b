import spriteUrl from 'virtual:icon-sprite';
import type { JSX, SVGProps } from 'react';
import type { IconName } from './icon-names.ts';

/**
 * The lucide icons of the pages, each drawn from one cached SVG sprite (`<svg><use href="sprite#name"/></svg>`)
 * instead of its paths inline in every page: the sprite is built from lucide-react's own icon data and emitted
 * as a content-hashed asset (scripts/lib/icon-sprite.ts, the `iconSprite` plugin in vite.config.ts), so the
 * browser keeps it for good and the pages carry only the names. Same names and props as lucide-react's
 * components, drawn as lucide draws them (`svg.lucide` in app/app.css), so the app's CSS (sizes, colours,
 * `fill-*`, dark mode) applies as before. Like lucide, an icon is `aria-hidden`
 * unless it is given an accessible name (an `aria-*` prop, `role` or `title`).
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Width and height (default 24 from app/app.css, like a `size-*` class; this one is set inline). */
  size?: number | string;
};

export type LucideIcon = (props: IconProps) => JSX.Element;

function hasAccessibleName(props: Record<string, unknown>): boolean {
  return Object.entries(props).some(
    ([key, value]) => value != null && (key.startsWith('aria-') || key === 'role' || key === 'title'),
  );
}

/**
 * The outer `<svg>` of lucide-react's icons around one `<use>`. Lucide's drawing attributes (24×24, no fill,
 * `currentColor` stroke of width 2, round caps and joins) are one CSS rule (`svg.lucide` in app/app.css) rather
 * than attributes repeated on every icon of a page; a size, colour or stroke width other than those is set
 * inline.
 */
function spriteIcon(name: IconName, { className, size, color, strokeWidth, style, ...props }: IconProps) {
  const own = {
    ...(size === undefined ? {} : { width: size, height: size }),
    ...(color === undefined ? {} : { stroke: color }),
    ...(strokeWidth === undefined ? {} : { strokeWidth }),
    ...style,
  };
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative (aria-hidden) unless the caller names it, as in lucide-react
    <svg
      className={className ? `lucide ${className}` : 'lucide'}
      viewBox="0 0 24 24"
      style={Object.keys(own).length > 0 ? own : undefined}
      aria-hidden={hasAccessibleName(props) ? undefined : 'true'}
      {...props}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

function lucideIcon(name: IconName): LucideIcon {
  return (props) => spriteIcon(name, props);
}

export const Ambulance = lucideIcon('ambulance');
export const ArrowRight = lucideIcon('arrow-right');
export const Award = lucideIcon('award');
export const BadgeCheck = lucideIcon('badge-check');
export const Briefcase = lucideIcon('briefcase');
export const BriefcaseBusiness = lucideIcon('briefcase-business');
export const Building2 = lucideIcon('building-complex');
export const CalendarCheck = lucideIcon('calendar-check');
export const CalendarClock = lucideIcon('calendar-clock');
export const CalendarDays = lucideIcon('calendar-days');
export const CalendarPlus = lucideIcon('calendar-plus');
export const Check = lucideIcon('check');
export const ChevronDown = lucideIcon('chevron-down');
export const ChevronLeft = lucideIcon('chevron-left');
export const ChevronRight = lucideIcon('chevron-right');
export const Clock = lucideIcon('clock');
export const Copy = lucideIcon('copy');
export const Download = lucideIcon('download');
export const ExternalLink = lucideIcon('external-link');
export const Eye = lucideIcon('eye');
export const FileCheck2 = lucideIcon('file-check-corner');
export const FilePlus2 = lucideIcon('file-plus-corner');
export const FileText = lucideIcon('file-text');
export const Gavel = lucideIcon('gavel');
export const Gift = lucideIcon('gift');
export const GraduationCap = lucideIcon('graduation-cap');
export const HandCoins = lucideIcon('hand-coins');
export const HandHeart = lucideIcon('hand-heart');
export const HeartHandshake = lucideIcon('heart-handshake');
export const IdCard = lucideIcon('id-card');
export const ImageIcon = lucideIcon('image');
export const Info = lucideIcon('info');
export const KeyRound = lucideIcon('key-round');
export const Landmark = lucideIcon('landmark');
export const Languages = lucideIcon('languages');
export const Link2 = lucideIcon('link-2');
export const Link2Off = lucideIcon('link-2-off');
export const Lock = lucideIcon('lock');
export const LockOpen = lucideIcon('lock-open');
export const LogOut = lucideIcon('log-out');
export const Mail = lucideIcon('mail');
export const MapPin = lucideIcon('map-pin');
export const MapPinned = lucideIcon('map-pinned');
export const Menu = lucideIcon('menu');
export const MessageCircle = lucideIcon('message-circle');
export const MessageSquareText = lucideIcon('message-square-text');
export const Moon = lucideIcon('moon');
export const Pencil = lucideIcon('pencil');
export const Phone = lucideIcon('phone');
export const Pin = lucideIcon('pin');
export const Plus = lucideIcon('plus');
export const QrCode = lucideIcon('qr-code');
export const ReceiptText = lucideIcon('receipt-text');
export const Save = lucideIcon('save');
export const Scale = lucideIcon('scale');
export const ScanSearch = lucideIcon('scan-search');
export const Search = lucideIcon('search');
export const Send = lucideIcon('send');
export const Shield = lucideIcon('shield');
export const ShieldCheck = lucideIcon('shield-check');
export const Siren = lucideIcon('siren');
export const SlidersHorizontal = lucideIcon('sliders-horizontal');
export const Sparkles = lucideIcon('sparkles');
export const Star = lucideIcon('star');
export const Sun = lucideIcon('sun');
export const Target = lucideIcon('target');
export const Trash2 = lucideIcon('trash');
export const TriangleAlert = lucideIcon('triangle-exclamation-point');
export const Upload = lucideIcon('upload');
export const User = lucideIcon('user');
export const UserCheck = lucideIcon('user-check');
export const UserCircle = lucideIcon('circle-user');
export const UserCog = lucideIcon('user-cog');
export const UserPlus = lucideIcon('user-plus');
export const UserRound = lucideIcon('user-round');
export const Video = lucideIcon('video');
export const X = lucideIcon('x');
