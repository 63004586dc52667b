import { randomBytes } from 'node:crypto';
import { EmailSchema } from '#shared/validation/user-validation';
import { hashPassword } from '../auth/password-hashing';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { adminPasswordProblems } from './admin-password';

/**
 * `npm run admin:create -- <email>`: grants admin to the account, creating it when missing with
 * a random password (or ADMIN_PASSWORD, which must meet the password rules) printed once. The way to get an admin in production.
 */
const parsed = EmailSchema.safeParse(process.argv[2] ?? '');
if (!parsed.success) {
  console.error('Usage: npm run admin:create -- <email>');
  process.exit(2);
}
const email = parsed.data;
const config = loadConfig();
if (config.adminPassword !== undefined) {
  const problems = adminPasswordProblems(config.adminPassword);
  if (problems.length > 0) {
    console.error(`ADMIN_PASSWORD does not meet the password rules:\n- ${problems.join('\n- ')}`);
    process.exit(2);
  }
}
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  embeddedMode: 'attach',
});
try {
  await migrate(database, config.migrationsDir);
  const db = database.db;
  let user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  let password: string | undefined;
  if (!user) {
    // Guarantees every character class the password rules ask for.
    password = config.adminPassword ?? `Nr-${randomBytes(12).toString('base64url')}a1!`;
    const hash = await hashPassword(password);
    user = await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('users')
        .values({ email, password_hash: hash, email_confirmed_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('profiles')
        .values({ id: created.id, display_name: 'Administrator', email_verified: true })
        .execute();
      await trx.insertInto('user_credit_scores').values({ user_id: created.id }).execute();
      return created;
    });
  }
  await db
    .insertInto('user_roles')
    .values({ user_id: user.id, role: 'admin' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  console.log(`Admin ready: ${email}`);
  if (password && !config.adminPassword) console.log(`Password (shown once): ${password}`);
} finally {
  await database.close();
}
