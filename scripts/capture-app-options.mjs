// The capture app's esbuild options (docs/architecture.md "Capture mode"), shared by the production build
// (scripts/build-capture-app.mjs) and `npm run dev`'s watch (scripts/capture-app-dev.mjs), so the two bundle the
// same sources the same way: an ES module entry split at its dynamic imports (RE2, the badge scanner), React as
// preact/compat in this bundle only.
export const CAPTURE_ENTRY = "components/capture/main.tsx";

/** `production`: minified, every file named by its content's hash; otherwise readable, the entry named `main.js`. */
export function captureAppOptions({ root, outdir, production }) {
  return {
    absWorkingDir: root,
    entryPoints: [CAPTURE_ENTRY],
    outdir,
    entryNames: production ? "[name]-[hash]" : "[name]",
    chunkNames: "[name]-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: production,
    metafile: true,
    jsx: "automatic",
    logLevel: "warning",
    alias: {
      "@": root,
      react: "preact/compat",
      "react-dom": "preact/compat",
      "react-dom/client": "preact/compat/client",
      "react/jsx-runtime": "preact/jsx-runtime",
    },
    inject: ["scripts/capture-app-buffer.mjs"],
    loader: { ".css": "empty" },
    define: { "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development") },
  };
}
