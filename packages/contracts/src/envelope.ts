/**
 * The response envelope every API body uses (DESIGN.md "API conventions"): `{ code, msg, data }`.
 * Success: code 200. Error: code equals the HTTP status and `msg` says in Chinese what was wrong.
 */
import { Type, type Static, type TSchema } from 'typebox';

/** Envelope schema around a `data` schema. */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ code: Type.Integer(), msg: Type.String(), data });

/** Error body: `data` is null. */
export const ErrorEnvelope = Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Null() });
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** What the web client receives: `data` typed by the endpoint. */
export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}
