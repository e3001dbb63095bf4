import type { z } from 'zod';
import type * as Schemas from './schemas.ts';

// One definition per call of the API (docs/architecture.md, "Endpoint definitions"). A definition holds no zod value:
// it names its request and answer schemas, so the web can import definitions (paths, methods, types) without the
// schema library, while the server, the contract test and /docs resolve the names to the schemas in schemas.ts.

/**
 * Who may call an endpoint. none: anyone (a valid token still identifies the caller); login: any account;
 * shop: shopkeeper or staff; shopkeeper: the owner only; player; support (the platform).
 */
export type AuthLevel = 'none' | 'login' | 'shop' | 'shopkeeper' | 'player' | 'support';
/** What an owner grants a staff member; shopkeepers always have all of them. */
export type StaffPermission = 'viewUserlist' | 'cooperation' | 'award';

export interface Access {
  readonly auth: AuthLevel;
  /** The caller's shop must be certified (staff inherit their shop's state). */
  readonly certified?: boolean;
  /** Staff need this permission from their owner. */
  readonly staff?: StaffPermission;
}

type SchemaModule = typeof Schemas;
/** Names of the schemas in schemas.ts. */
export type SchemaName = {
  [K in keyof SchemaModule]: SchemaModule[K] extends z.ZodType ? K : never;
}[keyof SchemaModule];
export type SchemaOf<N extends SchemaName> = SchemaModule[N] extends z.ZodType ? SchemaModule[N] : never;

/** Where every endpoint's path (and alias) starts: the server answers these as the JSON API. */
export const API_PATH_PREFIX = '/api/';

export interface Endpoint<
  Req extends SchemaName | null = SchemaName | null,
  Res extends SchemaName = SchemaName,
> {
  /** GET sends the request as the query string, POST as a JSON body (or a multipart form, see `form`). */
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** The same call under other paths the earlier app used. */
  readonly aliases?: readonly string[];
  /** Also answered with the other method (the earlier app called it both ways). */
  readonly anyMethod?: true;
  readonly access: Access;
  /** Schema of the query string or body; null when the call takes nothing. */
  readonly request: Req;
  /** Schema of the answer's `data` when `code` is 1. */
  readonly response: Res;
  /** `multipart`: the body is a form with a file; `request` describes its text fields. */
  readonly form?: 'multipart';
  /**
   * A GET that changes data. Only calls the earlier app made that way keep it, for compatibility; every new call
   * that changes data is a POST (packages/shared/test/endpoints.test.ts holds the list).
   */
  readonly legacyWritingGet?: true;
  /** Calls per minute from one address, where tighter than the global limit. */
  readonly perMinute?: number;
  /** Area, for /docs. */
  readonly tag: string;
  /** One line for /docs: what the call is for. */
  readonly summary: string;
}

/**
 * The declarer of an area's endpoints, which puts them under `tag` in /docs. Each declaration keeps its literal
 * types (schema names, form) for the types below.
 */
export const endpointsOf =
  (tag: string) =>
  <const D extends Omit<Endpoint, 'tag'>>(definition: D): D & { readonly tag: string } => ({
    ...definition,
    tag,
  });

/** What a caller sends: the request schema's input, `FormData` for a multipart form, nothing when it takes nothing. */
export type RequestOf<E extends Endpoint> = E extends { form: 'multipart' }
  ? FormData
  : E['request'] extends SchemaName
    ? z.input<SchemaOf<E['request']>>
    : undefined;
/** The request as the server's handler receives it: parsed, with defaults applied. */
export type ParsedRequestOf<E extends Endpoint> = E['request'] extends SchemaName
  ? z.output<SchemaOf<E['request']>>
  : undefined;
/** The `data` of a successful answer. */
export type ResponseOf<E extends Endpoint> = z.output<SchemaOf<E['response']>>;
