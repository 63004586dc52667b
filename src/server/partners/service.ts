import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PartnerApplicationData } from '../../shared/validation/partner-schema';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { trySavepoint } from '../db/savepoint';
import type { Notifier } from '../notifications/notifier';
import { businessTeamEmail } from './application-message';
import { insertPartnerApplication } from './repository';

interface PartnerDeps {
  db: Kysely<Database>;
  notifier: Notifier;
  config: Pick<AppConfig, 'appUrl' | 'businessTeamEmail'>;
  log: FastifyBaseLogger;
}

/**
 * Stores an application and queues the business team's email in the same transaction, so the
 * email exists exactly when the application does. A failure to queue it is logged and never
 * loses the application: the applicant's request matters more than our notification.
 */
export async function submitPartnerApplication(
  deps: PartnerDeps,
  data: PartnerApplicationData,
): Promise<{ id: string; contactSubmissionId: string; notified: boolean }> {
  return deps.db.transaction().execute(async (trx) => {
    const saved = await insertPartnerApplication(trx, data);
    const messageId = await trySavepoint(
      trx,
      'notify_business_team',
      () =>
        deps.notifier.email(
          trx,
          deps.config.businessTeamEmail,
          businessTeamEmail(data, deps.config.appUrl),
        ),
      (error) =>
        deps.log.error(
          { err: error, applicationId: saved.id },
          'business team notification failed; application kept',
        ),
    );
    return { ...saved, notified: messageId !== null };
  });
}
