// The API's one route table: every URI pattern under /api with the handler of each method, in URI order
// (docs/conventions.md 1). The work is in lib/api; endpoint() adds OPTIONS and the 405s with Allow to each
// pattern. Hono routes (strict: /api/events/ is no endpoint) and decodes the parameters. `scope.capture` names
// what a capture device's token may call (docs/decisions.md §10.2); every other method refuses it with 403.
import { Hono } from "hono";
import { endpoint, errorResponse, METHODS, type Method, type RouteHandler } from "../lib/api/endpoint";
import { ApiError } from "../lib/api/errors";
import { readCaptureDevice, signInCaptureDevice } from "../lib/api/handlers/capture";
import { companyHandlers } from "../lib/api/handlers/company";
import { eventModelHandlers, eventsCollectionHandlers, preloadFirstPage } from "../lib/api/handlers/events";
import { preloadEvent } from "../lib/api/handlers/lookup";
import {
  preloadEventToRegister,
  registrationModelHandlers,
  registrationsCollectionHandlers,
  registrationsCollectionShortcuts,
} from "../lib/api/handlers/registrations";
import { issueAccessToken } from "../lib/api/handlers/token";
import { versionModelHandlers, versionsCollectionHandlers } from "../lib/api/handlers/versions";
import { answerVersion } from "../lib/api/negotiate";

const { GET: listEvents, HEAD: countEvents, POST: createEvent } = eventsCollectionHandlers;
const {
  GET: readEvent,
  HEAD: eventHeaders,
  PUT: replaceEvent,
  PATCH: changeEvent,
  DELETE: deleteEvent,
} = eventModelHandlers;
const {
  GET: listRegistrations,
  HEAD: countRegistrations,
  POST: register,
  DELETE: deleteAllRegistrations,
} = registrationsCollectionHandlers;
const {
  GET: readRegistration,
  HEAD: registrationHeaders,
  PUT: replaceRegistration,
  PATCH: mergeRegistration,
  DELETE: deleteRegistration,
} = registrationModelHandlers;

export const apiRoutes = new Hono({ strict: true });

function route(pattern: string, methods: Record<Method, RouteHandler>): void {
  apiRoutes.on([...METHODS], pattern, (c) =>
    methods[c.req.method as Method](c.req.raw, c.req.param() as Record<string, string>),
  );
}

route(
  "/api/auth",
  endpoint(
    {
      POST: issueAccessToken, // exchange client credentials for a bearer token (OAuth 2.0 client credentials)
    },
    { authenticated: false, form: true, oauth: true },
  ),
);

route(
  "/api/capture/device",
  endpoint(
    {
      GET: readCaptureDevice, // the device the token acts for; records its report (Capture-Pending, -App-Version)
    },
    { scope: { capture: ["GET"], clients: false } },
  ),
);

route(
  "/api/capture/devices",
  endpoint(
    {
      POST: signInCaptureDevice, // sign a device in with the company username and app passcode: its token
    },
    { authenticated: false },
  ),
);

route(
  "/api/company",
  endpoint({
    GET: companyHandlers.GET, // the company the token acts for
    HEAD: companyHandlers.HEAD, // its headers only
  }),
);

route(
  "/api/events",
  endpoint(
    {
      GET: listEvents, // a page of events (Range, fields, If-Modified-Since)
      HEAD: countEvents, // the count, in Content-Range
      POST: createEvent, // create an event
    },
    { preload: preloadFirstPage, scope: { capture: ["GET"] } }, // GET reads its page with the token
  ),
);

route(
  "/api/events/:eventId",
  endpoint(
    {
      GET: readEvent, // one event
      HEAD: eventHeaders, // its headers only
      PUT: replaceEvent, // replace it (If-Unmodified-Since)
      PATCH: changeEvent, // change some attributes (If-Unmodified-Since)
      DELETE: deleteEvent, // delete it; afterwards 410
    },
    { preload: preloadEvent, scope: { capture: ["GET"] } }, // every method reads the event with the token
  ),
);

route(
  "/api/events/:eventId/registrations",
  endpoint(
    {
      GET: listRegistrations, // a page of registrations, in creation order
      HEAD: countRegistrations, // the count, in Content-Range
      POST: register, // register values
      DELETE: deleteAllRegistrations, // delete every registration of the event
    },
    {
      preload: preloadEventToRegister, // every method reads the event with the token, POST its follow-up too
      scope: { capture: ["POST"] },
      shortcuts: registrationsCollectionShortcuts, // POST of a known API client: one statement
    },
  ),
);

route(
  "/api/events/:eventId/registrations/:registrationId",
  endpoint(
    {
      GET: readRegistration, // one registration
      HEAD: registrationHeaders, // its headers only
      PUT: replaceRegistration, // replace its values (If-Unmodified-Since)
      PATCH: mergeRegistration, // change the values of the questions sent (If-Unmodified-Since)
      DELETE: deleteRegistration, // delete it; afterwards 410
    },
    { preload: preloadEvent, scope: { capture: ["GET", "PATCH"] } }, // every method reads the event with the token
  ),
);

route(
  "/api/events/:eventId/versions",
  endpoint(
    {
      GET: versionsCollectionHandlers.GET, // a page of the event's versions, newest first (docs/decisions.md §10.4)
      HEAD: versionsCollectionHandlers.HEAD, // the count, in Content-Range
    },
    { preload: preloadEvent }, // reads the event with the token
  ),
);

route(
  "/api/events/:eventId/versions/:versionId",
  endpoint(
    {
      GET: versionModelHandlers.GET, // one version, with its definition
      HEAD: versionModelHandlers.HEAD, // its headers only
    },
    { preload: preloadEvent }, // reads the event with the token
  ),
);

// Any other path under /api: a JSON 404, never an HTML page.
apiRoutes.notFound((c) =>
  errorResponse(
    new ApiError(
      "notFound",
      `There is no API endpoint at ${new URL(c.req.url).pathname}. See docs/api.md for the endpoints.`,
    ),
    answerVersion(c.req.header("accept") ?? null),
    c.req.method,
  ),
);
