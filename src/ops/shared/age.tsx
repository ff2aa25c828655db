import { Plural } from '@lingui/react/macro';

export type AgeUnit = 'min' | 'h' | 'd';

/** How long ago `since` was, in the largest whole unit that fits (minutes under an hour, hours under a day). */
export function ageOf(since: string | Date, now: Date): { value: number; unit: AgeUnit } {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
  if (minutes < 60) return { value: minutes, unit: 'min' };
  if (minutes < 24 * 60) return { value: Math.floor(minutes / 60), unit: 'h' };
  return { value: Math.floor(minutes / (24 * 60)), unit: 'd' };
}

/** "3 min", "2 h", "4 days": an age short enough for a queue's row. */
export function Age({ since, now }: { since: string | Date; now: Date }) {
  const { value, unit } = ageOf(since, now);
  const title = new Date(since).toISOString();
  if (unit === 'min') {
    return (
      <time dateTime={title}>
        <Plural value={value} one="# min" other="# min" />
      </time>
    );
  }
  if (unit === 'h') {
    return (
      <time dateTime={title}>
        <Plural value={value} one="# h" other="# h" />
      </time>
    );
  }
  return (
    <time dateTime={title}>
      <Plural value={value} one="# day" other="# days" />
    </time>
  );
}
