import type { Locale } from '#shared/i18n/catalogue';
import type { PartnerApplicationData } from '#shared/validation/partner-schema';
import { trySavepoint } from '../db/savepoint';
import type { ServiceDeps } from '../service-deps';
import { applicantReceiptEmail, businessTeamEmail } from './application-message';
import { insertPartnerApplication } from './repository';

/**
 * Stores an application and queues the business team's email and the applicant's
 * acknowledgement in the same transaction, so the emails exist exactly when the application does. A failure to queue it is logged and never
 * loses the application: the applicant's request matters more than our notification.
 */
export async function submitPartnerApplication(
  deps: ServiceDeps,
  data: PartnerApplicationData,
  locale: Locale = 'me',
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
    // The applicant hears that the application arrived, in the language they applied in.
    await trySavepoint(
      trx,
      'acknowledge_applicant',
      () => deps.notifier.email(trx, data.contactEmail, applicantReceiptEmail(data, locale)),
      (error) =>
        deps.log.error(
          { err: error, applicationId: saved.id },
          'applicant acknowledgement failed; application kept',
        ),
    );
    return { ...saved, notified: messageId !== null };
  });
}
