import type { FastifyInstance } from 'fastify';
import { directDebitCobStep } from './modules/direct-debit/collection-cob';
import { hardshipCobStep, underForbearance } from './modules/hardship/hardship-front-door';
import { startHousekeeping } from './modules/housekeeping/housekeeping';
import { followBookAtClose } from './modules/loans/loans-front-door';
import { startOutboxWorker } from './modules/mail/outbox-worker';
import { startBillReminders } from './modules/notifications/bill-reminders';
import { startCloseOfBusiness } from './modules/servicing/cob-worker';
import { startUploadSweep } from './modules/uploads/upload-sweep';

/**
 * Work that runs beside the HTTP server: the e-mail and SMS outbox, the hourly sweep of rows that can never
 * be used again (stored idempotent answers, ended sessions, old codes), the sweep of upload files no row
 * names (left by a crash between writing a file and committing its row), and the hourly bill reminders (due
 * soon, overdue; once per bill). Returns a function that stops it and waits for work in flight. N copies may
 * run: the outbox claims rows with FOR UPDATE SKIP LOCKED, the sweeps only delete what nobody can use, and
 * reminder runs take turns under one advisory lock. The close of business runs for each business date
 * that has ended (production: the first check after midnight, brand time): its run is one row per date and
 * each loan's part is claimed by a row written with it, so copies share it and a crash resumes it.
 */
export function startBackgroundWork(app: FastifyInstance): () => Promise<void> {
  const stopOutbox = startOutboxWorker(app.deps, { log: app.log.child({ module: 'outbox' }) });
  const stopHousekeeping = startHousekeeping(app.deps, { log: app.log.child({ module: 'housekeeping' }) });
  const stopUploadSweep = startUploadSweep(app.deps, {
    log: app.log.child({ module: 'uploads' }),
    graceMs: app.deps.config.ORPHAN_GRACE_SECONDS * 1000,
  });
  const reminderMs = app.deps.config.BILL_REMINDER_INTERVAL_SECONDS * 1000;
  const stopReminders = startBillReminders(app.deps, {
    log: app.log.child({ module: 'bill-reminders' }),
    intervalMs: reminderMs,
    firstAfterMs: Math.min(30_000, reminderMs),
    underForbearance,
  });
  const cobMs = app.deps.config.COB_CHECK_INTERVAL_SECONDS * 1000;
  const stopCob = startCloseOfBusiness(
    { ...app.deps, followBills: followBookAtClose, collect: directDebitCobStep, afterLoans: hardshipCobStep },
    {
      log: app.log.child({ module: 'close-of-business' }),
      intervalMs: cobMs,
      firstAfterMs: Math.min(20_000, cobMs),
    },
  );
  return async () => {
    await Promise.all([stopOutbox(), stopHousekeeping(), stopUploadSweep(), stopReminders(), stopCob()]);
  };
}
