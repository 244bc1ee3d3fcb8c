// The OpenAPI 3.1 description of the API. `npm run docs:openapi` writes it to docs/openapi.json; a test checks
// that the file is current and that the server answers as it says.

const VENDOR = "application/vnd.service-v1.1.5+json";
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ content: { [VENDOR]: { schema } } });
const error = (description: string) => ({ description, ...json(ref("Error")) });
const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

const common = {
  "400": error(
    "Invalid request: malformed JSON (invalidJson), wrong body or nesting " +
      "over 64 levels (invalidBody), unsupported Content-Type version " +
      "(APIVersion), bad fields (invalidQueryParameterValue), malformed " +
      "percent-encoding in the path (badRequest). Refused questions or values " +
      "(invalidQuestions, invalidValues) list the first 100 problems in " +
      "details.errors and count them all in details.errorCount",
  ),
  "401": error("No, malformed or unknown bearer token (unauthorized, invalidToken)"),
  "403": error(
    "The token has expired (tokenExpired); or a capture device's token may not make this request, or the event " +
      'is not open for capture (insufficientScope; docs/api.md "Capture devices")',
  ),
  "406": error("No acceptable response version (APIVersion)"),
  "413": error("Body over 1 MiB (payloadTooLarge)"),
  "414": error("Request target over 16 KB (uriTooLong)"),
  "415": error("Body not JSON (unsupportedMediaType)"),
  "431": error("Request headers over 16 KB in all (headersTooLarge)"),
  "500": error("Server fault (internalError)"),
};
/**
 * Registration and event writes are checked in the validation pool (lib/api/validation-pool/pool.ts), which can be
 * full.
 */
const checkErrors = {
  "503": error(
    "Too many registrations or events of this company being checked at " +
      "once, or the server's checking queue is full (unavailable); see " +
      "Retry-After",
  ),
};
const modelErrors = { "404": error("No such resource for this company (notFound)"), "410": error("Deleted (gone)") };
const writeErrors = {
  "412": error("Changed after If-Unmodified-Since (preconditionFailed)"),
  "428": error("If-Unmodified-Since missing (preconditionRequired)"),
};
const fieldsParam = {
  name: "fields",
  in: "query",
  required: false,
  description: "Comma-separated attribute names to return (id is always kept)",
  schema: { type: "string" },
};
const rangeParam = {
  name: "Range",
  in: "header",
  required: false,
  description: "resources=<from>-<to>, zero-based, inclusive; default 0-20, at most 1000",
  schema: { type: "string", example: "resources=0-9" },
};
const imsParam = { name: "If-Modified-Since", in: "header", required: false, schema: { type: "string" } };
const iusParam = { name: "If-Unmodified-Since", in: "header", required: true, schema: { type: "string" } };
/** Idempotent creates (docs/api.md "Idempotent creates"). */
const idempotencyKeyParam = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Makes the create safe to repeat: the same key with the same request " +
    "within 72 hours answers the first answer again (Idempotent-Replayed: " +
    "true) and creates nothing; another request with the key is refused " +
    "(422 idempotencyKeyReused). Scoped to the company. Only successes are " +
    "kept.",
  schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7E]+$" },
};
const createdHeaders = {
  Location: { schema: { type: "string" } },
  "Last-Modified": headerRef("LastModified"),
  "Idempotent-Replayed": headerRef("IdempotentReplayed"),
};
const idempotencyErrors = {
  "400": error(
    `${common["400"].description}. An Idempotency-Key that is empty, ` +
      `over 255 characters or not visible ASCII (invalidHeaderValue, ` +
      `details.header "Idempotency-Key")`,
  ),
  "409": {
    ...error(
      "A request with the same Idempotency-Key is still running (idempotencyKeyInUse): send it again after Retry-After",
    ),
    headers: { "Retry-After": { schema: { type: "string" } } },
  },
  "422": error(
    "The Idempotency-Key was used within 72 hours for another request: another body or path (idempotencyKeyReused)",
  ),
};
/** A capture device's provenance headers (docs/api.md "Registration provenance"), kept for a device's token only. */
const provenanceParams = [
  {
    name: "Capture-Captured-At",
    in: "header",
    required: false,
    description: "A capture device's clock when the lead was captured (RFC 3339); ignored for API clients",
    schema: { type: "string", maxLength: 64 },
  },
  {
    name: "Capture-Form-Version",
    in: "header",
    required: false,
    description: "The event's Last-Modified (HTTP-date) the device's form was filled against; ignored for API clients",
    schema: { type: "string", maxLength: 64 },
  },
];
const eventId = { name: "eventId", in: "path", required: true, schema: { type: "integer", minimum: 1 } };
const registrationId = { name: "registrationId", in: "path", required: true, schema: { type: "string" } };
/** A version's attributes (docs/decisions.md §10.4). */
const versionProperties = {
  id: { type: "integer", minimum: 1, description: "Its number: 1, 2, 3… per event" },
  created: { type: "string", description: "When it was written (HTTP-date)" },
  author: {
    type: "object",
    required: ["kind", "name"],
    additionalProperties: false,
    properties: { kind: { enum: ["person", "client", "device"] }, name: { type: "string" } },
  },
  how: { enum: ["api", "editor", "import", "restore", "earlier"] },
  name: { type: "string", description: "The name people gave it in the studio, once they did" },
  restoredFrom: { type: "integer", minimum: 1, description: "For a restore: the version it restored" },
  summary: { type: "array", items: { type: "string" }, description: "What changed, one sentence each" },
};
const versionId = { name: "versionId", in: "path", required: true, schema: { type: "integer", minimum: 1 } };
/** What the server's socket guards answer to any request, before an endpoint sees it (server/socket-guards.ts). */
const transportErrors = {
  "400": error("Malformed request (badRequest)"),
  "413": common["413"],
  "414": common["414"],
  "431": common["431"],
  "500": common["500"],
};
const options = (operationId: string, allow: string) => ({
  operationId,
  summary: `Allowed methods (${allow})`,
  security: [],
  responses: {
    "204": { description: "No content; Allow lists the methods", headers: { Allow: { schema: { type: "string" } } } },
    ...transportErrors,
  },
});
/**
 * The token endpoint answers plain JSON to a client whose Accept names application/json and no vendor type
 * (docs/decisions.md §2.2).
 */
const oauthJson = (schema: unknown) => ({ content: { [VENDOR]: { schema }, "application/json": { schema } } });
const oauthError = (description: string) => ({ description, ...oauthJson(ref("Error")) });
const emailConflict = {
  "409": error("E-mail already registered (conflict); details.existingId names the registration that holds it"),
};
const headersOnly = { description: "Headers only" };
const collectionPart = (description: string, schema: string) => ({
  description,
  headers: { "Content-Range": headerRef("ContentRange"), "Last-Modified": headerRef("LastModified") },
  ...json({ type: "array", items: ref(schema) }),
});
const collectionRead = (schema: string, description: string) => ({
  "200": collectionPart(`${description} (the whole collection)`, schema),
  "206": collectionPart(`${description} (a part)`, schema),
  "304": { description: "Not modified since If-Modified-Since" },
  "416": error("Range not satisfiable (rangeNotSatisfiable); Content-Range: resources */<total>"),
});
const modelRead = (schema: string) => ({
  "200": { description: "The model", headers: { "Last-Modified": headerRef("LastModified") }, ...json(ref(schema)) },
  "304": { description: "Not modified since If-Modified-Since" },
});
const written = { "204": { description: "Written", headers: { "Last-Modified": headerRef("LastModified") } } };
/** The answer to an idempotent create (docs/api.md "Idempotent creates"). */
const created = (schema: string) => ({
  description:
    "Created (or, with Idempotent-Replayed: true, the stored answer of the " +
    "same request with this Idempotency-Key)",
  headers: createdHeaders,
  ...json(ref(schema)),
});
/** GET and HEAD of one event or registration. */
const modelReads = (schema: string, summary: string, headSummary: string) => ({
  get: {
    operationId: `get${schema}`,
    summary,
    parameters: [fieldsParam, imsParam],
    responses: { ...modelRead(schema), ...modelErrors, ...common },
  },
  head: {
    operationId: `get${schema}Headers`,
    summary: headSummary,
    responses: { "200": headersOnly, ...modelErrors, ...common },
  },
});
/** PUT or PATCH of one event or registration; `conflicts` are the answers its own rules add. */
const modelWrite = (operationId: string, summary: string, input: string, conflicts = {}) => ({
  operationId,
  summary,
  parameters: [iusParam],
  requestBody: { required: true, ...json(ref(input)) },
  responses: { ...written, ...conflicts, ...modelErrors, ...writeErrors, ...checkErrors, ...common },
});
const modelDelete = (operationId: string, summary: string) => ({
  operationId,
  summary,
  responses: { "204": { description: "Deleted" }, ...modelErrors, ...common },
});

export const openApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Event-Capture REST API",
    version: "1.1.5",
    description:
      "Events with their question definitions, and registrations. Versioned " +
      "by the media type application/vnd.service-v<version>+json (1.1.5 " +
      "current, 1.1.4 deprecated). See docs/api.md.",
    // A private project: no published licence, so an SPDX LicenseRef names that (Redocly asks for a license).
    license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
  },
  servers: [
    {
      url: "{origin}",
      description: "The deployment",
      variables: { origin: { default: "http://localhost:3000", description: "Scheme, host and port of the server" } },
    },
  ],
  security: [{ bearer: [] }],
  paths: {
    "/api/capture/device": {
      get: {
        operationId: "getCaptureDevice",
        summary: 'The capture device the token acts for; records its report (docs/api.md "Capture devices")',
        parameters: [
          {
            name: "Capture-Pending",
            in: "header",
            required: false,
            description: "Leads waiting on the device",
            schema: { type: "string", pattern: "^\\d{1,10}$" },
          },
          {
            name: "Capture-App-Version",
            in: "header",
            required: false,
            description: "The capture app's version",
            schema: { type: "string", maxLength: 64 },
          },
        ],
        responses: {
          "200": { description: "The device", ...json(ref("CaptureDevice")) },
          ...common,
          "400": error("A malformed Capture-Pending or Capture-App-Version (invalidHeaderValue, details.header)"),
          "401": error("No, malformed or unknown bearer token; a revoked device's token (unauthorized, invalidToken)"),
          "403": error("An API client's token: this answers capture devices only (insufficientScope)"),
        },
      },
      options: options("getCaptureDeviceOptions", "GET, OPTIONS"),
    },
    "/api/capture/devices": {
      post: {
        operationId: "signInCaptureDevice",
        summary: "Sign a capture device in with the company username and app passcode",
        security: [],
        requestBody: { required: true, ...json(ref("DeviceSignIn")) },
        responses: {
          "201": {
            description: "The device and its token (scope capture)",
            headers: { Location: { schema: { type: "string" } } },
            ...json(ref("DeviceToken")),
          },
          "400": error(
            "Malformed JSON (invalidJson); a field missing, empty, too long or not a string (invalidBody, " +
              "details.field); an unsupported Content-Type version (APIVersion)",
          ),
          "401": error("Wrong company username or app passcode: one answer for both (invalidPasscode)"),
          "406": common["406"],
          "413": common["413"],
          "414": common["414"],
          "415": common["415"],
          "429": error(
            "Too many wrong passcodes from this address, or for this company from this address (tooManyRequests); " +
              "see Retry-After",
          ),
          "431": common["431"],
          "500": common["500"],
        },
      },
      options: options("signInCaptureDeviceOptions", "POST, OPTIONS"),
    },
    "/api/auth": {
      post: {
        operationId: "getToken",
        summary: "Exchange client credentials for a bearer token",
        security: [{ basic: [] }],
        requestBody: {
          required: true,
          content: {
            [VENDOR]: { schema: ref("TokenRequest") },
            "application/json": { schema: ref("TokenRequest") },
            "application/x-www-form-urlencoded": { schema: ref("TokenRequest") },
          },
        },
        responses: {
          "200": { description: "A token", ...oauthJson(ref("Token")) },
          "400": oauthError(
            "invalid_request, unsupported_grant_type or invalid_scope; or an " +
              "unsupported Content-Type version (APIVersion)",
          ),
          "401": oauthError("Wrong or missing client credentials (invalid_client)"),
          "406": oauthError("No acceptable response version (APIVersion)"),
          "413": common["413"],
          "414": common["414"],
          "415": oauthError("Body neither JSON nor form-urlencoded (unsupportedMediaType)"),
          "429": oauthError(
            "Too many failed attempts from this address, or too many tokens for " +
              "this client (tooManyRequests); see Retry-After",
          ),
          "431": common["431"],
          "500": oauthError("Server fault (internalError)"),
        },
      },
      options: options("getTokenOptions", "POST, OPTIONS"),
    },
    "/api/company": {
      get: {
        operationId: "getCompany",
        summary: "The company the token acts for",
        parameters: [fieldsParam, imsParam],
        responses: { ...modelRead("Company"), ...common },
      },
      head: {
        operationId: "getCompanyHeaders",
        summary: "Headers of GET /api/company",
        responses: { "200": headersOnly, ...common },
      },
      options: options("getCompanyOptions", "GET, HEAD, OPTIONS"),
    },
    "/api/events": {
      get: {
        operationId: "listEvents",
        summary: "A page of events, ascending id",
        parameters: [fieldsParam, rangeParam, imsParam],
        responses: { ...collectionRead("Event", "Events"), ...common },
      },
      head: {
        operationId: "countEvents",
        summary: "The number of events, in Content-Range",
        parameters: [rangeParam],
        responses: { "200": headersOnly, "206": headersOnly, ...common },
      },
      post: {
        operationId: "createEvent",
        summary: "Create an event",
        parameters: [idempotencyKeyParam],
        requestBody: { required: true, ...json(ref("EventInput")) },
        responses: {
          "201": created("Created"),
          ...checkErrors,
          ...common,
          ...idempotencyErrors,
        },
      },
      options: options("getEventsOptions", "GET, HEAD, POST, OPTIONS"),
    },
    "/api/events/{eventId}": {
      parameters: [eventId],
      ...modelReads("Event", "One event", "Headers of the event"),
      put: modelWrite("replaceEvent", "Replace the event", "EventInput"),
      patch: modelWrite("updateEvent", "Change some attributes", "EventPatch"),
      delete: modelDelete("deleteEvent", "Delete the event (afterwards 410)"),
      options: options("getEventOptions", "GET, HEAD, PUT, PATCH, DELETE, OPTIONS"),
    },
    "/api/events/{eventId}/registrations": {
      parameters: [eventId],
      get: {
        operationId: "listRegistrations",
        summary: "A page of registrations, creation order",
        parameters: [fieldsParam, rangeParam, imsParam],
        responses: { ...collectionRead("Registration", "Registrations"), ...modelErrors, ...common },
      },
      head: {
        operationId: "countRegistrations",
        summary: "The number of registrations, in Content-Range",
        responses: { "200": headersOnly, "206": headersOnly, ...modelErrors, ...common },
      },
      post: {
        operationId: "createRegistration",
        summary: "Register values",
        parameters: [idempotencyKeyParam, ...provenanceParams],
        requestBody: { required: true, ...json(ref("RegistrationInput")) },
        responses: {
          "201": created("CreatedRegistration"),
          ...modelErrors,
          ...checkErrors,
          ...common,
          ...idempotencyErrors,
          "400": error(
            `${idempotencyErrors["400"].description}. From a capture device, a Capture-Captured-At that is not ` +
              `RFC 3339 or a Capture-Form-Version that is not an HTTP-date (invalidHeaderValue, details.header)`,
          ),
          "409": {
            ...error(
              "E-mail already registered (conflict; details.existingId names the registration that holds it); or a " +
                "request with the same " +
                "Idempotency-Key is still running (idempotencyKeyInUse): send it again " +
                "after Retry-After",
            ),
            headers: {
              "Retry-After": { description: "With idempotencyKeyInUse: seconds to wait", schema: { type: "string" } },
            },
          },
        },
      },
      delete: modelDelete("deleteAllRegistrations", "Delete every registration of the event"),
      options: options("getRegistrationsOptions", "GET, HEAD, POST, DELETE, OPTIONS"),
    },
    "/api/events/{eventId}/registrations/{registrationId}": {
      parameters: [eventId, registrationId],
      ...modelReads("Registration", "One registration", "Headers of the registration"),
      put: modelWrite("replaceRegistration", "Replace the values", "RegistrationInput", emailConflict),
      patch: modelWrite(
        "updateRegistration",
        "Change the values of the questions sent",
        "RegistrationInput",
        emailConflict,
      ),
      delete: modelDelete("deleteRegistration", "Delete the registration (afterwards 410)"),
      options: options("getRegistrationOptions", "GET, HEAD, PUT, PATCH, DELETE, OPTIONS"),
    },
    "/api/events/{eventId}/versions": {
      parameters: [eventId],
      get: {
        operationId: "listEventVersions",
        summary: 'A page of the event\'s versions, newest first (our extension, docs/api.md "Versions")',
        parameters: [fieldsParam, rangeParam, imsParam],
        responses: { ...collectionRead("EventVersion", "Versions"), ...modelErrors, ...common },
      },
      head: {
        operationId: "countEventVersions",
        summary: "The number of versions, in Content-Range",
        responses: { "200": headersOnly, "206": headersOnly, ...modelErrors, ...common },
      },
      options: options("getEventVersionsOptions", "GET, HEAD, OPTIONS"),
    },
    "/api/events/{eventId}/versions/{versionId}": {
      parameters: [eventId, versionId],
      ...modelReads("EventVersionWithDefinition", "One version with its definition", "Headers of the version"),
      options: options("getEventVersionOptions", "GET, HEAD, OPTIONS"),
    },
  },
  components: {
    securitySchemes: { bearer: { type: "http", scheme: "bearer" }, basic: { type: "http", scheme: "basic" } },
    headers: {
      LastModified: { description: "RFC 1123 HTTP-date", schema: { type: "string" } },
      IdempotentReplayed: {
        description:
          "true when the answer is the stored answer of an earlier request with " +
          "the same Idempotency-Key; absent otherwise",
        schema: { const: "true" },
      },
      ContentRange: {
        description: "resources <from>-<to>/<total>, or resources */0",
        schema: { type: "string", pattern: "^resources (\\d+-\\d+|\\*)/\\d+$" },
      },
    },
    schemas: {
      Error: {
        type: "object",
        required: ["error", "message", "details"],
        properties: { error: { type: "string" }, message: { type: "string" }, details: { type: ["object", "array"] } },
      },
      TokenRequest: {
        type: "object",
        required: ["grant_type", "scope"],
        properties: {
          grant_type: { const: "client_credentials" },
          scope: { const: "PublicAPI" },
          username: { type: "string" },
        },
      },
      Token: {
        type: "object",
        required: ["access_token", "expires_in", "token_type", "scope"],
        additionalProperties: false,
        properties: {
          access_token: { type: "string" },
          expires_in: { type: "string", pattern: "^\\d+$" },
          token_type: { const: "bearer" },
          scope: { const: "PublicAPI" },
        },
      },
      Company: {
        type: "object",
        required: ["id"],
        additionalProperties: false,
        properties: {
          id: { type: "integer" },
          lastModified: { type: "string" },
          name: { type: "string" },
          urlHash: { type: "string" },
          username: { type: "string" },
          appPasscode: { type: "string" },
        },
      },
      Question: {
        type: "object",
        required: ["id", "type"],
        properties: { id: { type: "string" }, type: { type: "string" }, label: { type: "string" } },
      },
      Event: {
        type: "object",
        required: ["id"],
        additionalProperties: false,
        properties: {
          id: { type: "integer" },
          name: { type: "string" },
          type: { enum: ["standard", "checkIn"] },
          questions: { type: "array", items: { $ref: "#/components/schemas/Question" } },
        },
      },
      EventInput: {
        type: "object",
        required: ["name"],
        properties: {
          name: { type: "string", minLength: 1, maxLength: 200 },
          type: { enum: ["standard", "checkIn"] },
          questions: { type: "array", maxItems: 1000, items: { $ref: "#/components/schemas/Question" } },
        },
      },
      EventPatch: {
        type: "object",
        properties: {
          name: { type: "string", minLength: 1, maxLength: 200 },
          type: { enum: ["standard", "checkIn"] },
          questions: { type: "array", maxItems: 1000, items: { $ref: "#/components/schemas/Question" } },
        },
      },
      Values: {
        type: "object",
        additionalProperties: { type: "object", required: ["value"], properties: { value: {} } },
      },
      EventVersion: { type: "object", required: ["id"], additionalProperties: false, properties: versionProperties },
      EventVersionWithDefinition: {
        type: "object",
        required: ["id"],
        additionalProperties: false,
        properties: {
          ...versionProperties,
          definition: {
            type: "object",
            required: ["name", "type", "questions"],
            properties: {
              name: { type: "string" },
              type: { enum: ["standard", "checkIn"] },
              questions: { type: "array", items: { $ref: "#/components/schemas/Question" } },
            },
          },
        },
      },
      Registration: {
        type: "object",
        required: ["id"],
        additionalProperties: false,
        properties: {
          id: { type: "string" },
          values: { $ref: "#/components/schemas/Values" },
          created: { type: "string" },
          lastModified: { type: "string" },
          capturedAt: {
            type: ["string", "null"],
            description: "A capture device's clock when it captured the lead (RFC 3339, as sent)",
          },
          capturedBy: {
            oneOf: [
              {
                type: "object",
                required: ["device", "staff"],
                additionalProperties: false,
                properties: { device: { type: "string" }, staff: { type: "string" } },
              },
              { type: "null" },
            ],
            description: "The capture device (its name then) and its staff member",
          },
          formVersion: {
            type: ["string", "null"],
            description: "The event's Last-Modified (HTTP-date) the form was filled against",
          },
          eventVersion: {
            type: ["integer", "null"],
            description:
              "Our extension, only when fields names it: the number of the event's version " +
              "(GET /api/events/{eventId}/versions/{n}) it was captured against; null before the event's history began",
          },
        },
      },
      DeviceSignIn: {
        type: "object",
        required: ["username", "appPasscode", "staff"],
        properties: {
          username: { type: "string", description: "The company username" },
          appPasscode: { type: "string", description: "The company's app passcode (the studio's Capture page)" },
          staff: { type: "string", minLength: 1, maxLength: 100, description: "The staff member using the device" },
          name: { type: "string", maxLength: 100, description: "The device's name; Tablet N without one" },
        },
      },
      CaptureDevice: {
        type: "object",
        required: ["id", "name", "staff", "created", "company"],
        additionalProperties: false,
        properties: {
          id: { type: "string", pattern: "^dev_" },
          name: { type: "string" },
          staff: { type: "string" },
          created: { type: "string" },
          company: {
            type: "object",
            required: ["name", "username"],
            additionalProperties: false,
            properties: { name: { type: "string" }, username: { type: "string" } },
          },
        },
      },
      DeviceToken: {
        type: "object",
        required: ["access_token", "token_type", "scope", "device"],
        additionalProperties: false,
        properties: {
          access_token: { type: "string" },
          token_type: { const: "bearer" },
          scope: { const: "capture" },
          device: ref("CaptureDevice"),
        },
      },
      RegistrationInput: {
        type: "object",
        required: ["values"],
        properties: { values: { $ref: "#/components/schemas/Values" } },
      },
      Created: {
        type: "object",
        required: ["id"],
        additionalProperties: false,
        properties: { id: { type: "integer" } },
      },
      CreatedRegistration: {
        type: "object",
        required: ["id"],
        additionalProperties: false,
        properties: { id: { type: "string" } },
      },
    },
  },
} as const;
