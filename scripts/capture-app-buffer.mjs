// The `Buffer` the capture app's bundle gives the modules that expect Node's (csv-stringify, for the export of unsent
// leads), as Next.js gives it to the studio's pages: injected by scripts/build-capture-app.mjs.
export { Buffer } from "buffer";
