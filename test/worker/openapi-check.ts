import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import committedText from "../../openapi/openapi.json" with { type: "json" };

// Checks a live answer against the committed OpenAPI document: its status must be documented
// for the operation, its media type documented for that status, its body valid against that
// media type's schema (JSON Schema 2020-12, the dialect of OpenAPI 3.1, $refs resolved in the
// document itself) and its required headers present.

export const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
export type Method = (typeof METHODS)[number];

interface SchemaHolder {
  schema?: object;
  /** For a problem response: one example per code the status can carry. */
  examples?: Record<string, unknown>;
}
interface ResponseObject {
  description: string;
  content?: Record<string, SchemaHolder>;
  headers?: Record<string, SchemaHolder & { required?: boolean }>;
}
interface OperationObject {
  operationId?: string;
  responses?: Record<string, ResponseObject>;
}
type PathItemObject = Partial<Record<Method, OperationObject>>;

/** The committed document's text: a text module in workerd (wrangler.toml `[[rules]]`). */
export const COMMITTED_TEXT = committedText as unknown as string;
const committed: unknown = JSON.parse(COMMITTED_TEXT);

export const DOCUMENT = committed as unknown as { paths: Record<string, PathItemObject> };

/** "POST /v1/games/{game}/moves": an operation of the document by its method and path template. */
export type OperationKey = `${Uppercase<Method>} /${string}`;

/** Every operation of the document. */
export const OPERATIONS: OperationKey[] = Object.entries(DOCUMENT.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path}` as OperationKey),
);

/** The operations at a path template (for an answer to a method the path does not take). */
export const operationsAt = (path: string): OperationKey[] =>
  OPERATIONS.filter((key) => key.slice(key.indexOf(" ") + 1) === path);

function operation(key: OperationKey): OperationObject {
  const [method, path] = key.split(" ") as [string, string];
  const found = DOCUMENT.paths[path]?.[method.toLowerCase() as Method];
  if (!found) throw new Error(`${key} is not an operation of openapi/openapi.json`);
  return found;
}

// The component schemas become the `$defs` of one schema, and every `#/components/schemas/…`
// reference an absolute one to it, so that each response schema compiles on its own.
const DOCUMENT_ID = "urn:patience-api:openapi.json";
const COMPONENT = "#/components/schemas/";
function absoluteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(absoluteRefs);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (key !== "$ref" || typeof inner !== "string") return [key, absoluteRefs(inner)];
      if (!inner.startsWith(COMPONENT)) throw new Error(`unexpected $ref ${inner} in a schema`);
      return [key, `${DOCUMENT_ID}#/$defs/${inner.slice(COMPONENT.length)}`];
    }),
  );
}
const components = (committed as { components?: { schemas?: object } }).components?.schemas ?? {};

const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);
// The OpenAPI 3.1 dialect's own keywords (annotations for validation) and formats.
ajv.addVocabulary(["example", "discriminator", "xml", "externalDocs"]);
for (const format of ["int32", "int64", "float", "double", "password", "byte", "binary"]) {
  ajv.addFormat(format, true);
}
ajv.addSchema({ $id: DOCUMENT_ID, $defs: absoluteRefs(components) });

const validators = new Map<object, ValidateFunction>();
function validatorOf(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(absoluteRefs(schema) as object);
    validators.set(schema, validate);
  }
  return validate;
}

/** An answer as received: status, headers and the body's text. */
export interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

export async function answerOf(res: Response): Promise<Answer> {
  // A WebSocket upgrade (101) carries a socket, no body: accept and close it.
  if (res.webSocket) {
    res.webSocket.accept();
    res.webSocket.close(1000, "checked");
    return { status: res.status, headers: res.headers, body: "" };
  }
  return { status: res.status, headers: res.headers, body: await res.text() };
}

const isJson = (media: string) => /^application\/([\w.-]+\+)?json$/.test(media);
const cut = (text: string) => (text.length > 300 ? text.slice(0, 300) + "…" : text);

/** What is wrong with `answer` as an answer of operation `key` (empty when it fits the document). */
export function answerProblems(key: OperationKey, answer: Answer): string[] {
  const responses = operation(key).responses ?? {};
  const status = String(answer.status);
  const range = `${status[0]}XX`;
  const documented = status in responses ? status : range in responses ? range : "default";
  const response = responses[documented];
  const at = `${key} answered ${status}`;
  if (!response) {
    return [
      `${at}, a status the document does not list for it (it lists ${Object.keys(responses).join(", ")}): ${cut(answer.body)}`,
    ];
  }

  const problems: string[] = [];
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    if (header.required && !answer.headers.has(name))
      problems.push(`${at} without its required header ${name}`);
  }

  const contentType = answer.headers.get("Content-Type");
  const media = contentType?.split(";")[0]!.trim().toLowerCase();
  const content = response.content ?? {};
  const mediaTypes = Object.keys(content);
  if (mediaTypes.length === 0) {
    if (answer.body !== "") problems.push(`${at} with a body (${contentType}) where the document has none`);
    return problems;
  }
  const documentedMedia = mediaTypes.find((m) => m.toLowerCase() === media);
  if (!documentedMedia) {
    problems.push(`${at} as ${contentType ?? "no Content-Type"}, not as ${mediaTypes.join(" or ")}`);
    return problems;
  }
  const schema = content[documentedMedia]!.schema;
  if (!schema) return problems;

  let value: unknown = answer.body;
  if (isJson(documentedMedia)) {
    try {
      value = JSON.parse(answer.body);
    } catch {
      return [...problems, `${at} with a body that is not JSON: ${cut(answer.body)}`];
    }
  }
  // A problem's code must be one the document lists for this status (as its examples).
  const codes = Object.keys(content[documentedMedia]!.examples ?? {});
  const code = (value as { code?: unknown } | null)?.code;
  if (documentedMedia === "application/problem+json" && codes.length > 0 && !codes.includes(String(code)))
    problems.push(`${at} with code ${String(code)}, which it does not list (${codes.join(", ")})`);
  const validate = validatorOf(schema);
  if (!validate(value)) {
    const errors = (validate.errors ?? []).map((e) => `${e.instancePath || "(body)"} ${e.message}`);
    problems.push(
      `${at} with a ${documentedMedia} body that does not fit its schema: ${[...new Set(errors)].join("; ")} — ${cut(answer.body)}`,
    );
  }
  return problems;
}
