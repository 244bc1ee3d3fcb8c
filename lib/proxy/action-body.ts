// What a server action's body may be before Next.js and React parse it (proxy.ts): at most ACTION_BODY_LIMIT_BYTES
// (the API's own limit on an event), nested at most ACTION_MAX_DEPTH deep. Past either, Next.js answered 500 (a chunked
// body over its limit,
// React's decoder overflowing the stack on deep nesting); now 413 or 400, before anything is parsed.

export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;
export const ACTION_MAX_DEPTH = 256;

/** The deepest nesting of JSON arrays and objects in `text`, counting outside strings only. */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 92 /* \ */) index++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 /* [ */ || char === 123 /* { */) deepest = Math.max(deepest, ++depth);
    else if (char === 93 /* ] */ || char === 125 /* } */) depth = Math.max(0, depth - 1);
  }
  return deepest;
}

export type BodyRefusal = { status: 413 | 400; message: string };

/** Why a server action's body is refused, or null. */
export function actionBodyRefusal(body: Uint8Array): BodyRefusal | null {
  if (body.byteLength > ACTION_BODY_LIMIT_BYTES)
    return {
      status: 413,
      message:
        `This request is larger than the studio accepts (1 MiB). Remove some ` +
        `questions or options, then try again.`,
    };
  if (nestingDepth(new TextDecoder().decode(body)) > ACTION_MAX_DEPTH)
    return {
      status: 400,
      message:
        `This request is nested more than ${ACTION_MAX_DEPTH} levels ` +
        `deep, which no form needs. Reload the page and try again.`,
    };
  return null;
}
