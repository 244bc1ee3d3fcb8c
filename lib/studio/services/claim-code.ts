// How long a claim code printed by `npm run credentials` stays usable (docs/security.md "Companies"): long enough
// to reach the person it is meant for, short enough that a code forgotten in a chat log dies on its own.
export const CLAIM_CODE_TTL_SECONDS = 7 * 24 * 3600;
