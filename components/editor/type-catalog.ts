// How the builder presents each question type: its icon, one line saying what it collects, and the label a new
// question starts with (docs/studio.md "Add questions"). Titles come from QUESTION_TYPE_INFO, never from here.
import type React from "react";
import { DEFAULT_LABELS } from "@/lib/editor-store/new-question";
import type { QuestionType } from "@/lib/questions";
import {
  AtSignIcon,
  CalendarIcon,
  CheckboxIcon,
  ChecklistIcon,
  DropdownIcon,
  EnvelopeIcon,
  HashIcon,
  HeadingIcon,
  LettersIcon,
  LinkIcon,
  NoteIcon,
  PhoneIcon,
  RadioIcon,
  SeparatorIcon,
  StarIcon,
} from "@/components/ui/icons";

export type TypeCatalogEntry = {
  icon: React.ComponentType<{ className?: string }>;
  description: string;
  defaultLabel: string;
};

const entry = (type: QuestionType, icon: TypeCatalogEntry["icon"], description: string): TypeCatalogEntry => ({
  icon,
  description,
  defaultLabel: DEFAULT_LABELS[type],
});

export const TYPE_CATALOG: Record<QuestionType, TypeCatalogEntry> = {
  text: entry("text", LettersIcon, "Free text: a name, a company, a comment."),
  email: entry("email", EnvelopeIcon, "An e-mail address, checked as it is typed."),
  date: entry("date", CalendarIcon, "A date, a time, a week or a month."),
  select: entry("select", DropdownIcon, "One or several choices from a drop-down list, in groups if needed."),
  checkbox: entry("checkbox", CheckboxIcon, "A single tick: yes or no, such as consent."),
  checkboxGroup: entry("checkboxGroup", ChecklistIcon, "Any number of ticks from a short list."),
  radio: entry("radio", RadioIcon, "Exactly one choice from a short list."),
  label: entry("label", HeadingIcon, "A heading or a line of text on the form; collects nothing."),
  number: entry("number", HashIcon, "A whole number, with limits and a step if needed."),
  tel: entry("tel", PhoneIcon, "A phone number."),
  url: entry("url", LinkIcon, "A web address, checked as it is typed."),
  social: entry("social", AtSignIcon, "A social media handle of up to 15 characters."),
  rating: entry("rating", StarIcon, "A score of 1 to 5 or 1 to 10 stars."),
  divider: entry("divider", SeparatorIcon, "A line between two parts of the form; collects nothing."),
  note: entry("note", NoteIcon, "A note shown on the form; collects nothing."),
};
