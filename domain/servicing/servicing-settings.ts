import type { DelinquencyBucket } from './buckets';
import { type BillComponent, billComponents } from './ledger-entries';
import { type AllocationOrder, allocationOrderSchema, allocationSpreads } from './servicing-terms';

/**
 * The servicing settings as an operator stores them (domain/config-codes: every value is a string). The
 * allocation order is one of the orders the replay supports, written `SPREAD:PART,PART,PART`; the
 * delinquency buckets are the days past due each bucket starts on, strictly increasing from 1
 * (`1,30,60,90` is 1–29, 30–59, 60–89 and 90+, the defaults).
 */

function permutations(parts: readonly BillComponent[]): BillComponent[][] {
  if (parts.length <= 1) return [[...parts]];
  return parts.flatMap((part, index) =>
    permutations([...parts.slice(0, index), ...parts.slice(index + 1)]).map((rest) => [part, ...rest]),
  );
}

/** The stored form of an allocation order. */
export function allocationOrderSetting(order: AllocationOrder): string {
  return `${order.spread}:${order.components.join(',')}`;
}

/** Every order the replay supports, the default first: each spread with each order of the parts. */
export const allocationOrderSettings: readonly string[] = allocationSpreads.flatMap((spread) =>
  permutations(billComponents).map((components) => allocationOrderSetting({ spread, components })),
);

/** The order a stored value names, or null when it names none the replay supports. */
export function allocationOrderFromSetting(value: string): AllocationOrder | null {
  const [spread, parts, ...rest] = value.split(':');
  if (rest.length > 0 || spread === undefined || parts === undefined) return null;
  const parsed = allocationOrderSchema.safeParse({ spread, components: parts.split(',') });
  return parsed.success ? parsed.data : null;
}

const MAX_DAYS = 9999;

/**
 * The buckets a stored value names, or null: whole days, strictly increasing, the first 1, at most 10
 * buckets of at most 9999 days. Each is named by its range (`DPD_30_59`, the last `DPD_90_PLUS`).
 */
export function bucketsFromSetting(value: string): DelinquencyBucket[] | null {
  const texts = value.split(',').map((text) => text.trim());
  if (texts.length === 0 || texts.length > 10 || texts.some((text) => !/^\d{1,4}$/.test(text))) return null;
  const starts = texts.map(Number);
  if (starts[0] !== 1) return null;
  for (let index = 1; index < starts.length; index++) {
    if (starts[index]! <= starts[index - 1]! || starts[index]! > MAX_DAYS) return null;
  }
  return starts.map((fromDays, index) => {
    const next = starts[index + 1];
    const toDays = next === undefined ? null : next - 1;
    return { code: toDays === null ? `DPD_${fromDays}_PLUS` : `DPD_${fromDays}_${toDays}`, fromDays, toDays };
  });
}

/** The stored form of buckets that start at 1 and leave no gap (the only ones an operator can set). */
export function bucketsSetting(buckets: readonly DelinquencyBucket[]): string {
  return buckets.map((bucket) => bucket.fromDays).join(',');
}
