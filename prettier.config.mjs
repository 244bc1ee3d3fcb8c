// Prettier formats the whole tree (`npm run format`; `npm run lint` checks it). The width is the one
// scripts/check-line-width.mjs holds every source line to; the rest is Prettier's default, which is the style the
// code was written in: double quotes, semicolons, trailing commas, parentheses around an arrow's parameter.
// The Tailwind plugin sorts class lists in the order of the stylesheet Tailwind 4 builds from app/globals.css.

/** @type {import("prettier").Config} */
const config = {
  printWidth: 120,
  plugins: ["prettier-plugin-tailwindcss"],
  tailwindStylesheet: "./app/globals.css",
};

export default config;
