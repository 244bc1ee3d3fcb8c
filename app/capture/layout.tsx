import type { Metadata, Viewport } from "next";

// The capture app's frame: outside the studio's route group, no studio session; its own manifest and theme colour.
export const metadata: Metadata = {
  title: { default: "Capture", template: "%s · Capture" },
  description: "Capture leads on the stand with your company's event forms, online or offline.",
  manifest: "/capture/manifest.webmanifest",
  icons: { apple: "/capture/icon-192.png" },
  appleWebApp: { capable: true, title: "Capture", statusBarStyle: "default" },
};

export const viewport: Viewport = {
  themeColor: "#2f6fed",
  width: "device-width",
  initialScale: 1,
  viewportFit: "cover",
};

export default function CaptureLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <div className="min-h-screen bg-white">{children}</div>;
}
