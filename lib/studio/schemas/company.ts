// The rules of a company's name and username, shared by /setup, the account page, the company switch and
// `npm run credentials` (which loads it, so it holds nothing but zod and company-username.ts).
import { z } from "zod";
import { COMPANY_USERNAME_PATTERN } from "./company-username";

export const companyNameSchema = z
  .string()
  .trim()
  .min(1, "Enter the company's name.")
  .max(100, "Use at most 100 characters for the company's name.");

/** The username of a company made in the studio (/setup, the account page): the name integrators use for it. */
export const companyUsernameSchema = z
  .string()
  .trim()
  .regex(
    new RegExp(`^(?:${COMPANY_USERNAME_PATTERN})$`),
    "Use 2–63 lower-case letters, digits, dots, dashes or underscores, starting with a letter or digit.",
  );

/**
 * The username of a company that may already exist. Wider than `companyUsernameSchema` on purpose: `npm run
 * credentials` (the operator's tool, older than the studio's forms) makes companies under this rule, capitals and
 * one-character usernames included, so the company switch must open any of them.
 */
export const existingCompanyUsernameSchema = z
  .string()
  .trim()
  .min(1, "enter the company username")
  .max(63, "a company username has at most 63 characters")
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "a company username holds only letters, digits, '.', '_' and '-'");
