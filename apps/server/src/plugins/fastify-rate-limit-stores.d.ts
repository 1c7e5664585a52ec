/**
 * Types of @fastify/rate-limit's two bundled stores, which the package ships without declarations
 * (used by ./rate-limit-store.ts; the shapes are those of node_modules/@fastify/rate-limit/store/*.js).
 */
declare module '@fastify/rate-limit/store/*' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
  class Store implements FastifyRateLimitStore {
    constructor(...args: unknown[]);
    incr(key: string, callback: Callback, timeWindow: number, max: number): void;
    read(key: string, callback: Callback, timeWindow: number, max: number): void;
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): Store;
  }
  export default Store;
}
