import { CaptureAppRoot } from "@/components/capture/capture-app";

// /capture: the whole app is one client screen, so the service worker's precached shell serves every state of it.
export default function CapturePage() {
  return <CaptureAppRoot />;
}
