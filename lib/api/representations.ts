// What the API shows of each model (the description's Resources section; docs/decisions.md §6.7).
import type { Company } from "../db/repositories/companies";
import type { EventRecord } from "../db/repositories/events";
import type { RegistrationRecord } from "../db/repositories/registrations";
import { formatHttpDate } from "./http-date";

export const companyView = (company: Company) => ({
  id: company.id,
  lastModified: formatHttpDate(company.lastModified),
  name: company.name,
  urlHash: company.urlHash,
  username: company.username,
  appPasscode: company.appPasscode,
});

export const eventView = (event: EventRecord) => ({
  id: event.id,
  name: event.name,
  type: event.type,
  questions: event.questions,
});

export const registrationView = (registration: RegistrationRecord) => ({
  id: registration.id,
  values: registration.values,
  created: formatHttpDate(registration.created),
  lastModified: formatHttpDate(registration.lastModified),
});
