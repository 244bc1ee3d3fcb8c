// /api/company

import type { Transport } from "../transport";
import type { Company, ModelResult, NotModified, Picked, ReadOptions } from "../types";
import { readModel } from "./collection";

/** The attributes of a company that `fields` may name. */
export type CompanyField = keyof Company & string;
type Field = CompanyField;

/** The company the client acts for (`/api/company`). Its method takes per-call options in its options object. */
export class CompanyClient {
  readonly #transport: Transport;

  /** @internal Made by createClient. */
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /** The company the client acts for. */
  get<F extends Field = never>(
    options: ReadOptions<F> & { ifModifiedSince: Date },
  ): Promise<ModelResult<Picked<Company, F>> | NotModified>;
  get<F extends Field = never>(options?: ReadOptions<F>): Promise<ModelResult<Picked<Company, F>>>;
  get(options: ReadOptions<Field> = {}): Promise<ModelResult<unknown> | NotModified> {
    return readModel<Company>(this.#transport, "/api/company", options);
  }
}
