import type { Metadata } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Capture Studio", template: "%s · Capture Studio" },
  description:
    "Design event lead-capture forms visually, preview their logic, and serve them through the Event-Capture REST API.",
};

// Every page is rendered per request: its scripts carry the request's CSP nonce (proxy.ts), which a page
// prerendered at build time could not.
export const dynamic = "force-dynamic";

// Each area brings its own frame: (site) the public pages, (auth) the sign-in, (studio) the signed-in shell.
export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
