import type { MessageDescriptor } from '@lingui/core';
import type { ChangeEvent, ReactElement, ReactNode } from 'react';
import type { z } from 'zod';
import type { Member } from '../../domain/api/members';
import { parsePoundsInput } from '../../domain/money-input';
import type { PhotoRef } from '../offline/member/photo-field';
import { issueCodes } from '../ui/member/form-errors';

/**
 * A section of the borrower's profile (SPEC §3), defined once: what its form holds, how that becomes the
 * body of its route and back, the shared contract that checks it, its fields in order with their labels and
 * hints, and a read-only view of what the API holds. The wizard's steps, the account centre's screens and
 * the operators' console all show a section through this, so a field changes in one place.
 */
export type ProfileSectionId =
  | 'basic'
  | 'address'
  | 'work'
  | 'family'
  | 'house'
  | 'car'
  | 'contacts'
  | 'identity';

export interface FieldsProps<V> {
  values: V;
  set<K extends keyof V>(field: K, value: V[K]): void;
  /** The message on a field, in words, or null. Paths are the body's (`contacts.0.name`). */
  error(path: string): string | null;
  memberId: number;
  /** Which form the photos belong to in the outbox (`apply`, `account`): keys `<scope>.<section>.<field>`. */
  photoScope: string;
}

export interface ViewProps<D> {
  data: D;
  /** How a list of uploaded photos is shown; by default, how many there are. */
  photos?(uploadIds: readonly number[], label: string): ReactNode;
  /** ID numbers with all but their last four characters hidden, as the borrower's own screens show them. */
  masked?: boolean;
}

export interface ProfileSection<V, D> {
  id: ProfileSectionId;
  /** The section's name: the account centre's section bar, the wizard's step, the console's heading. */
  title: MessageDescriptor;
  /** The contract the server checks the body with; the browser checks the same one first. */
  schema: z.ZodType<D, unknown>;
  /** Fields holding photos (PhotoRef[]): sent once the outbox has uploaded them. */
  photoFields: readonly (keyof V & string)[];
  /** The section as the API holds it for this member, or null before it is first saved. */
  stored(member: Member): D | null;
  /** The fields a form opens with: the stored section, else empty (some filled from the account). */
  valuesOf(member: Member | null | undefined): V;
  /** The fields → the route's body; photos through `ids` (by default, placeholders for checking). */
  bodyOf(values: V, ids?: PhotoIds): unknown;
  Fields(props: FieldsProps<V>): ReactElement;
  View(props: ViewProps<D>): ReactElement;
}

// ---------------------------------------------------------------------------------------------------------
// Typed text → the numbers the shared contracts expect. Text that is not a number becomes -1, which every
// contract refuses with its "Please enter the correct …" message (never 0, which would be accepted).

/** '' → undefined ("Please enter …"); "12" → 12; anything else → -1 ("Please enter the correct …"). */
export function wholeNumberInput(text: string): number | undefined {
  const clean = text.trim();
  if (clean === '') return undefined;
  return /^\d{1,4}$/.test(clean) ? Number(clean) : -1;
}

/** Pounds as typed → pence for the wire (domain/money-input is the one parser), with the same convention. */
export function poundsInput(text: string): number | undefined {
  const minor = parsePoundsInput(text);
  return minor === null ? -1 : minor;
}

export const optionalText = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * Photo references → upload ids for a body. A photo still in the outbox has no server id yet: while a form
 * is checked it stands in as a valid id (the contracts only count photos); by the time a body is sent every
 * photo has been swapped for the id the server gave it.
 */
export type PhotoIds = (refs: readonly PhotoRef[]) => number[];
export const photoIdsForChecking: PhotoIds = (refs) =>
  refs.map((ref) => ('uploadId' in ref ? ref.uploadId : Number.MAX_SAFE_INTEGER));

export const photoRefsOf = (ids: readonly number[] | undefined): PhotoRef[] =>
  (ids ?? []).map((uploadId) => ({ uploadId }));

/** Path → message code of each issue of a check; the first issue of a path wins, as the server's does. */
export type FieldCodes = Record<string, string>;

/** The section's fields checked with its contract, as the server will check the body. */
export function checkSection<V>(section: ProfileSection<V, unknown>, values: V): FieldCodes {
  const result = section.schema.safeParse(section.bodyOf(values));
  return result.success ? {} : issueCodes(result.error.issues);
}

/**
 * The props of a text field bound to one of a section's fields: its name (the body's path, which the
 * messages use), its label, its value, its change and its message.
 */
export function textFieldOf<V>(props: FieldsProps<V>, labels: { [K in keyof V]?: string }) {
  return <K extends keyof V & string>(field: K) => ({
    name: field,
    label: labels[field] ?? field,
    value: props.values[field] as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) => props.set(field, event.target.value as V[K]),
    error: props.error(field),
  });
}
