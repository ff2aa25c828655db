// The package ships no types (and @types/negotiator describes 0.6, without `preferred`); this is the part of
// its class web-app.ts uses (index.js and lib/encoding.js of 1.1.0).
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /**
     * The coding of `available` the client ranks highest by q-value (an explicit entry before `*`, identity
     * acceptable unless refused), ties going to the earlier of `preferred`; undefined when none is acceptable.
     */
    encoding<T extends string>(
      available: readonly T[],
      options?: { preferred?: readonly T[] },
    ): T | undefined;
  }
}
