// Input of the header's account actions, checked before anything is sent to the API.
import { z } from "zod";

export const switchCompanySchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, "enter the company username")
    .max(63, "a company username has at most 63 characters")
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "a company username holds only letters, digits, '.', '_' and '-'"),
});
