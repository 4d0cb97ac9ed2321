/**
 * An answer already written as JSON (a document stored as it will be served): its bytes are
 * sent as they are, never parsed or serialized again. `T` is the shape they hold.
 */
export class Serialized<T> {
  declare readonly holds?: T;
  constructor(readonly json: Buffer) {}
}
