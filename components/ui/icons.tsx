// The product's icon set: small stroked SVGs drawn on a 24-unit grid, coloured by the text around them. Purely
// decorative (aria-hidden): whatever carries an icon also carries words.
import type { ComponentType, ReactNode } from "react";

export type IconProps = { className?: string };
export type IconComponent = ComponentType<IconProps>;

/** The drawing every icon shares: `children` are its shapes on the 24-unit grid. */
export function Icon({ className = "size-4", children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

function icon(name: string, shapes: ReactNode): IconComponent {
  const Named = ({ className }: IconProps) => <Icon className={className}>{shapes}</Icon>;
  Named.displayName = name;
  return Named;
}

export const LettersIcon = icon("LettersIcon", <path d="M4 7V5h10v2M9 5v14M7 19h4M14 12h6M17 12v7M15.5 19h3" />);
export const EnvelopeIcon = icon(
  "EnvelopeIcon",
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </>,
);
export const CalendarIcon = icon(
  "CalendarIcon",
  <>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);
export const DropdownIcon = icon(
  "DropdownIcon",
  <>
    <rect x="3" y="6" width="18" height="12" rx="2" />
    <path d="m14 11 2 2 2-2M6.5 12h4" />
  </>,
);
export const CheckboxIcon = icon(
  "CheckboxIcon",
  <>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="m8 12 3 3 5-6" />
  </>,
);
export const ChecklistIcon = icon(
  "ChecklistIcon",
  <path d="m3.5 6 1.5 1.5L8 4.5M3.5 13l1.5 1.5L8 11.5M4 19.5h3M11 6h9.5M11 13h9.5M11 19.5h9.5" />,
);
export const RadioIcon = icon(
  "RadioIcon",
  <>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="3.5" fill="currentColor" />
  </>,
);
export const HeadingIcon = icon("HeadingIcon", <path d="M5 5v14M15 5v14M5 12h10M18.5 19v-7l-2 1.5" />);
export const HashIcon = icon("HashIcon", <path d="M9.5 4 8 20M16 4l-1.5 16M4.5 9h15M4 15h15" />);
export const PhoneIcon = icon(
  "PhoneIcon",
  <>
    <rect x="7" y="2.5" width="10" height="19" rx="2" />
    <path d="M11 18.5h2" />
  </>,
);
export const LinkIcon = icon(
  "LinkIcon",
  <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
);
export const AtSignIcon = icon(
  "AtSignIcon",
  <>
    <circle cx="12" cy="12" r="3.5" />
    <path d="M15.5 8.5v5a2.5 2.5 0 0 0 5 0V12a8.5 8.5 0 1 0-3.5 6.9" />
  </>,
);
export const StarIcon = icon(
  "StarIcon",
  <path d="m12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z" />,
);
export const SeparatorIcon = icon("SeparatorIcon", <path d="M3 12h18M7 6h10M7 18h10" />);
export const NoteIcon = icon(
  "NoteIcon",
  <>
    <path d="M5 4h14v10l-6 6H5z" />
    <path d="M13 20v-6h6M8.5 9h7" />
  </>,
);

export const SearchIcon = icon(
  "SearchIcon",
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </>,
);
export const CheckIcon = icon("CheckIcon", <path d="m5 12.5 4.5 4.5L19 7.5" />);
export const DotIcon = icon("DotIcon", <circle cx="12" cy="12" r="4" fill="currentColor" />);
export const SpinnerIcon = icon("SpinnerIcon", <path d="M12 3.5a8.5 8.5 0 1 1-8.5 8.5" />);
export const OfflineIcon = icon(
  "OfflineIcon",
  <path d="M3 3l18 18M8.5 5.7A8 8 0 0 1 18.6 11 4.5 4.5 0 0 1 20 19M17 19H7a5 5 0 0 1-1.8-9.7" />,
);
export const PencilIcon = icon("PencilIcon", <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />);
export const WarningIcon = icon(
  "WarningIcon",
  <>
    <path d="M10.3 4.3 2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5v4.5M12 17.2v.1" />
  </>,
);
export const TrashIcon = icon("TrashIcon", <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />);
