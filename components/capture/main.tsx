// The capture app's own bundle (scripts/build-capture-app.mjs): the page /capture (app/capture/route.ts) loads this
// and nothing of Next.js's client runtime, so the whole app fits its JavaScript budget (docs/benchmarks.md "Goals";
// docs/architecture.md "Capture mode").
import { createRoot } from "react-dom/client";
import { CaptureAppRoot } from "./capture-app";

const root = document.getElementById("capture-root");
if (root) createRoot(root).render(<CaptureAppRoot />);
