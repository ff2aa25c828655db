import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { members } from '../../db/schema';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = Pick<typeof members.$inferInsert, 'email' | 'passwordHash' | 'lang'>;

/** Profile sections a member writes whole, each in its own JSON column. */
export type SectionColumn =
  | 'base'
  | 'contactAddress'
  | 'employment'
  | 'family'
  | 'estate'
  | 'car'
  | 'contacts';

export async function findMemberById(db: Executor, id: number): Promise<MemberRow | null> {
  const [row] = await prepared(db, 'member_by_id', (handle) =>
    handle
      .select()
      .from(members)
      .where(eq(members.id, sql.placeholder('id')))
      .limit(1)
      .prepare('member_by_id'),
  ).execute({ id });
  return row ?? null;
}

/** E-mails are stored lower-cased; the unique index is on lower(email) as well. */
export async function findMemberByEmail(db: Executor, email: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(sql`lower(${members.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function insertMember(db: Executor, member: NewMember, now: Date): Promise<MemberRow> {
  const [row] = await db
    .insert(members)
    .values({ ...member, email: member.email.toLowerCase(), createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function recordLogin(db: Executor, id: number, lang: MemberRow['lang'], now: Date) {
  await db.update(members).set({ lastLoginAt: now, lang }).where(eq(members.id, id));
}

export async function saveSection(
  db: Executor,
  id: number,
  column: SectionColumn,
  value: unknown,
  now: Date,
): Promise<MemberRow> {
  const [row] = await db
    .update(members)
    .set({ [column]: value, updatedAt: now })
    .where(eq(members.id, id))
    .returning();
  return row!;
}

/** KYC data moves the state to PENDING only from UNVERIFIED or REJECTED; null when it is not allowed. */
export async function submitKyc(
  db: Executor,
  id: number,
  kyc: unknown,
  now: Date,
): Promise<MemberRow | null> {
  const [row] = await db
    .update(members)
    .set({ kyc, kycStatus: 'PENDING', kycRejectReason: null, updatedAt: now })
    .where(and(eq(members.id, id), inArray(members.kycStatus, ['UNVERIFIED', 'REJECTED'])))
    .returning();
  return row ?? null;
}

export async function setPasswordHash(db: Executor, id: number, passwordHash: string, now: Date) {
  const [row] = await db
    .update(members)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(members.id, id))
    .returning();
  return row!;
}

export async function setWalletAddress(db: Executor, id: number, walletAddress: string, now: Date) {
  const [row] = await db
    .update(members)
    .set({ walletAddress, updatedAt: now })
    .where(eq(members.id, id))
    .returning();
  return row!;
}

export async function setMobile(db: Executor, id: number, mobile: string, now: Date) {
  const [row] = await db
    .update(members)
    .set({ mobile, updatedAt: now })
    .where(eq(members.id, id))
    .returning();
  return row!;
}

export async function setEmail(db: Executor, id: number, email: string, now: Date) {
  const [row] = await db
    .update(members)
    .set({ email: email.toLowerCase(), updatedAt: now })
    .where(eq(members.id, id))
    .returning();
  return row!;
}

/** True for a unique-index violation (the e-mail taken in a race), whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if (typeof e === 'object' && 'code' in e && (e as { code: unknown }).code === '23505') return true;
    e = typeof e === 'object' && 'cause' in e ? (e as { cause: unknown }).cause : null;
  }
  return false;
}
