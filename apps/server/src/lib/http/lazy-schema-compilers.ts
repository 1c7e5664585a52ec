/**
 * Fastify's own schema compilers (@fastify/ajv-compiler for request validation, @fastify/fast-json-stringify-
 * compiler for response serialisation), made lazy: a route's validator or serializer is compiled on its first
 * use rather than while the routes are registered.
 *
 * Why: with about 250 routes, compiling every schema was most of start-up (ajv 0.76 s and fast-json-stringify
 * 0.48 s of a 5.5 s CPU profile; cold start 3.4 s against the 3 s target on a slow machine, docs/benchmarks.md).
 * A cold instance now answers /healthz without them; `warmUp` then compiles the rest in small steps after
 * `listen`, so a schema that does not compile still shows in the log at start (and a first request is not
 * the one to pay for it).
 *
 * Same behaviour: the same compilers with the same options (the app's `ajv` option reaches the validator
 * factory as before); a lazy validator carries its compiled function's `errors` after each call, which
 * Fastify reads for its 400. The one difference of a custom factory is that Fastify no longer lower-cases
 * header schemas' keys, and every header schema here already uses lower-case names (HTTP/2 style).
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/** A compiled validator or serializer; a validator also carries `errors` after a failed call. */
type Compiled = ((...args: never[]) => unknown) & { errors?: unknown };

/**
 * `factory` (Fastify's compilersFactory shape: options -> route -> compiled function) with every compiled
 * function made on first use; each deferred compilation is added to `deferred` until it has run.
 */
function lazily<A extends unknown[], R, F extends Compiled>(
  factory: (...factoryArgs: A) => (route: R) => F,
  deferred: Set<() => void>,
): (...factoryArgs: A) => (route: R) => F {
  return (...factoryArgs) => {
    const compile = factory(...factoryArgs);
    return (route) => {
      let compiled: F | undefined;
      // Compiles once, by the first call or the warm-up, whichever comes first; either way it leaves `deferred`.
      const ensure = (): F => {
        if (compiled) return compiled;
        deferred.delete(ensure);
        return (compiled = compile(route));
      };
      deferred.add(ensure);
      const run = Object.assign(
        (...args: Parameters<F>) => {
          const validate = ensure();
          const result = validate(...args);
          run.errors = validate.errors;
          return result;
        },
        { errors: undefined as unknown },
      );
      return run as F;
    };
  };
}

/** The lazy compilers and the warm-up of what they deferred. */
export interface LazySchemaCompilers {
  /** Fastify's `schemaController.compilersFactory`. */
  compilersFactory: {
    buildValidator: ReturnType<typeof AjvCompiler>;
    buildSerializer: ReturnType<typeof SerializerSelector>;
  };
  /**
   * Compiles every deferred schema, one per macrotask turn so requests in between are served; resolves with
   * how many it compiled. A schema that fails is reported to `onError` and left to fail on first use.
   */
  warmUp(onError: (error: unknown) => void): Promise<number>;
}

/** Fastify's default compiler factories, each made lazy (module comment). */
export function lazySchemaCompilers(): LazySchemaCompilers {
  const deferred = new Set<() => void>();
  return {
    compilersFactory: {
      buildValidator: lazily(AjvCompiler(), deferred),
      buildSerializer: lazily(SerializerSelector(), deferred),
    },
    async warmUp(onError) {
      let count = 0;
      for (const warm of [...deferred]) {
        await new Promise((resolve) => setImmediate(resolve));
        try {
          warm();
          count += 1;
        } catch (error) {
          onError(error);
        }
      }
      return count;
    },
  };
}
