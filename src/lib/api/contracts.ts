import type { z } from 'zod';

/**
 * The domain/api contracts that the first pages check their answers against, by module. Each module (and
 * zod with it) is imported only when a check needs it, in whichever thread runs the check: normally the
 * contract worker (contract-checker.ts), so that a phone's main thread never evaluates the validation
 * library while the first page is being drawn.
 */
export const contractModules = {
  config: () => import('../../../domain/api/config'),
  // A loan's help view, read by the loan page (the operators' contracts are in hardship-desk.ts).
  hardship: () => import('../../../domain/api/hardship'),
  news: () => import('../../../domain/api/news'),
  notifications: () => import('../../../domain/api/notifications'),
};

type Modules = { [M in keyof typeof contractModules]: Awaited<ReturnType<(typeof contractModules)[M]>> };
export type ContractModule = keyof Modules;
/** The exports of a module that are schemas. */
export type ContractName<M extends ContractModule> = {
  [N in keyof Modules[M]]: Modules[M][N] extends z.ZodType ? N : never;
}[keyof Modules[M]] &
  string;

declare const checkedName: unique symbol;

/**
 * A contract named by module and export: serialisable, so it can cross to the worker. Made only by
 * `contract()`, which checks the name against the module's exports (the brand keeps a hand-written
 * `{ module, name }` from passing for one).
 */
export interface ContractRef<T> {
  readonly module: ContractModule;
  readonly name: string;
  /** Only in types (the parsed answer's type); there is no such property at run time. */
  readonly [checkedName]: T;
}

export function contract<M extends ContractModule, N extends ContractName<M>>(
  module: M,
  name: N,
): ContractRef<z.output<Modules[M][N] & z.ZodType>> {
  // The brand exists only in types; the object is what crosses to the worker.
  return { module, name } as unknown as ContractRef<z.output<Modules[M][N] & z.ZodType>>;
}

export function isContractRef(value: unknown): value is ContractRef<unknown> {
  return typeof value === 'object' && value !== null && 'module' in value && 'name' in value;
}

export type CheckResult = { ok: true; data: unknown } | { ok: false; message: string };

/** Parses `data` with the named contract. The same code runs in the worker and, without one, here. */
export async function checkContract(module: string, name: string, data: unknown): Promise<CheckResult> {
  const load = contractModules[module as ContractModule];
  const schema = load ? ((await load()) as Record<string, unknown>)[name] : undefined;
  if (!isSchema(schema)) return { ok: false, message: `no contract ${module}.${name}` };
  const parsed = schema.safeParse(data);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, message: parsed.error.message };
}

/** Imports a contract module ahead of its first check (while the request is still on the network). */
export async function loadContractModule(module: string): Promise<void> {
  await contractModules[module as ContractModule]?.();
}

function isSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && typeof (value as z.ZodType).safeParse === 'function';
}
