import {
  type ChevronProps,
  DayPicker,
  type DayPickerProps,
  type DayProps,
  getDefaultClassNames,
} from 'react-day-picker';
// One module per language: 'react-day-picker/locale' would load every locale of date-fns (about 800 modules) in the
// server and the browser.
import { enUS } from 'react-day-picker/locale/en-US';
import { th } from 'react-day-picker/locale/th';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import { ChevronLeft, ChevronRight } from '#app/components/ui/icons.tsx';
import { cn } from '#app/lib/utils.ts';
import { formatDate, TIME_ZONE } from '#domain/dates.ts';
import type { Lang } from '#domain/i18n.ts';

const LOCALES = { th, en: enUS, zh: zhCN } as const;

const FULL_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};
const MONTH_YEAR: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };

function Chevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon className={cn('size-5', className)} aria-hidden />;
}

/**
 * A day's cell without react-day-picker's `role="gridcell"`: HTML forbids `role` on a `td` whose table is a
 * `grid`, and there the cell already is a gridcell (the table's role passes to its cells), so screen readers hear
 * the same thing.
 */
function Day({ day: _day, modifiers: _modifiers, role: _role, ...cell }: DayProps) {
  return <td {...cell} />;
}

export type CalendarProps = DayPickerProps & { lang: Lang };

/**
 * A month calendar on react-day-picker, styled with the theme tokens. Days are Bangkok days by default
 * (`timeZone`), month captions and day labels use the interface language, with Buddhist-era years on /th
 * (docs/product-rules.md, "Pages and texts"). Day buttons are at least 40 × 44 px and keyboard navigable (arrow keys).
 */
export function Calendar({ lang, className, classNames, formatters, labels, ...props }: CalendarProps) {
  const defaults = getDefaultClassNames();
  const locale = LOCALES[lang];
  const localeDayLabel = locale.labels?.labelDayButton;
  return (
    <DayPicker
      locale={locale}
      timeZone={TIME_ZONE}
      showOutsideDays
      className={cn('w-full', className)}
      formatters={{
        formatCaption: (month) => formatDate(month, lang, MONTH_YEAR),
        ...formatters,
      }}
      labels={{
        labelGrid: (month) => formatDate(month, lang, MONTH_YEAR),
        // The locale's label ("today", "selected" in its language), with the date written our way
        // (Buddhist-era year on /th).
        labelDayButton: (date, modifiers, options, dateLib) => {
          const ours = formatDate(date, lang, FULL_DAY);
          if (typeof localeDayLabel !== 'function' || !dateLib) return ours;
          const theirs = localeDayLabel(date, modifiers, options, dateLib);
          const plain = dateLib.format(date, 'PPPP');
          return theirs.includes(plain) ? theirs.replace(plain, ours) : ours;
        },
        ...labels,
      }}
      classNames={{
        root: cn(defaults.root, 'relative w-full'),
        months: 'relative flex flex-col gap-4',
        month: 'grid w-full gap-3',
        month_caption: 'flex h-11 items-center justify-center px-12',
        caption_label: 'text-base font-medium',
        nav: 'absolute inset-x-0 top-0 z-10 flex h-11 items-center justify-between',
        button_previous: cn(
          'inline-flex size-11 items-center justify-center rounded-lg text-foreground hover:bg-muted',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          'disabled:pointer-events-none disabled:opacity-40 aria-disabled:pointer-events-none aria-disabled:opacity-40',
        ),
        button_next: cn(
          'inline-flex size-11 items-center justify-center rounded-lg text-foreground hover:bg-muted',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          'disabled:pointer-events-none disabled:opacity-40 aria-disabled:pointer-events-none aria-disabled:opacity-40',
        ),
        chevron: 'size-5 fill-none',
        month_grid: 'w-full table-fixed border-collapse',
        weekdays: '',
        weekday: 'pb-1 text-center text-xs font-normal text-muted-foreground',
        week: '',
        day: 'p-0.5 text-center align-middle',
        // Each state differs at a glance in both themes (docs/look-and-feel.md, "Colour"), and every one reads at
        // 4.5:1 or more (tests/e2e/appointment.spec.ts): a day that can be picked is an outlined button in the
        // normal text colour, in this month or the next; one that cannot is faded muted text with no outline;
        // today has a dot under its number, whether it can be picked or not, and never a ring (the ring is the
        // keyboard's focus); the chosen day is filled with the accent.
        day_button: cn(
          'relative inline-flex h-11 w-full min-w-0 items-center justify-center rounded-lg border text-sm tabular-nums transition-colors',
          'border-primary/45 bg-card font-semibold text-foreground hover:border-primary hover:bg-primary/10',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          'disabled:cursor-not-allowed disabled:border-transparent disabled:bg-transparent disabled:font-normal disabled:text-muted-foreground',
        ),
        today: cn(
          '[&>button]:after:absolute [&>button]:after:bottom-1 [&>button]:after:left-1/2 [&>button]:after:size-1.5',
          '[&>button]:after:-translate-x-1/2 [&>button]:after:rounded-full [&>button]:after:bg-current',
        ),
        selected: '[&>button]:!border-accent [&>button]:!bg-accent [&>button]:!text-accent-foreground',
        outside: '',
        disabled: '',
        hidden: 'invisible',
        focused: '',
        footer: 'mt-2 text-sm text-muted-foreground',
        ...classNames,
      }}
      components={{ Chevron, Day }}
      {...props}
    />
  );
}
