// Formatting shared by the Registrations page's components, in the person's locale.
import { useSyncExternalStore } from "react";
import { formatDateAnswer, formatInstant } from "@/lib/registrations/dates";

const noSubscription = () => () => undefined;

/** The browser's time zone; "UTC" while rendering on the server (the first render must match it). */
export function useTimeZone(): string {
  return useSyncExternalStore(
    noSubscription,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => "UTC",
  );
}

export function formatters(locale: string, timeZone: string) {
  const numbers = new Intl.NumberFormat(locale);
  return {
    number: (value: number) => numbers.format(value),
    date: (value: string, subtype: string) => formatDateAnswer(value, subtype, locale),
    instant: (iso: string) => formatInstant(iso, locale, timeZone),
  };
}
export type Formatters = ReturnType<typeof formatters>;
