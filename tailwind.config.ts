import type { Config } from "tailwindcss";

// Wired into Tailwind 4 through `@config` in app/globals.css.
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef6ff",
          100: "#d9ebff",
          500: "#2f6fed",
          600: "#1f57c8",
          700: "#1a469e",
          900: "#12264f",
        },
      },
      // The studio's one stacking order (docs/conventions.md 14): a page's sticky bars, then side panels, then the
      // header with its menus, then popovers. Dialogs opened with showModal() sit in the browser's top layer, above
      // all.
      zIndex: {
        sticky: "10",
        panel: "20",
        header: "30",
        popover: "40",
      },
      fontFamily: {
        sans: [
          "ui-sans-serif",
          "system-ui",
          "-apple-system",
          "Segoe UI",
          "Roboto",
          "Helvetica Neue",
          "Arial",
          "sans-serif",
        ],
      },
    },
  },
};

export default config;
