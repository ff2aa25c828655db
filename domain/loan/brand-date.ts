import { BRAND_TIME_ZONE } from '../brands';
import type { IsoDate } from './dates';
import { dateInZone } from './time-zone';

/** The calendar date in the brand's time zone at an instant: 23:30 UTC on 1 July is 2 July in London. */
export function brandDate(instant: Date): IsoDate {
  return dateInZone(instant, BRAND_TIME_ZONE);
}
