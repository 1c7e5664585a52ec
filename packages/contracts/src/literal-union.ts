/**
 * literalUnion(values, options?): the schema `{ anyOf: [{ const: v, type }...] }` for a list of allowed
 * values (the code lists in *.codes.ts), typed as the union of those values.
 *
 * TypeBox 1.x infers a Union's static type only from a tuple of member types; `values.map(Type.Literal)`
 * is an array, whose union infers `never`. Mapping the `as const` tuple's type keeps each literal, so
 * `Static<typeof literalUnion(BUILD_KINDS)>` is `BuildKind` (docs/decisions/runtime.md "TypeBox 1.x").
 * The schema is the same anyOf of typed consts as before: Ajv's query coercion ("100" -> 100) needs the
 * `type` each const carries, which a bare `enum` would not give.
 */
import { Type, type TLiteral, type TSchemaOptions, type TUnion } from 'typebox';

type LiteralValue = string | number;

/**
 * One TLiteral per value of the tuple `Values`, in order; for a list whose length is not known (a
 * computed `readonly number[]`), one TLiteral of its element type, which infers that type.
 */
export type TLiteralsOf<Values extends readonly LiteralValue[]> = number extends Values['length']
  ? [TLiteral<Values[number]>]
  : { -readonly [K in keyof Values]: TLiteral<Values[K]> };

export function literalUnion<const Values extends readonly LiteralValue[]>(
  values: Values,
  options?: TSchemaOptions,
): TUnion<TLiteralsOf<Values>> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as TUnion<TLiteralsOf<Values>>;
}
