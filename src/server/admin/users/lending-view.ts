// What /admin/users/{id} shows about responsible lending: accounts flagged as sharing a JMBG or a
// verified phone with an older account (kept from before one person had to mean one account),
// and the shopper's declared monthly means.
import type { Kysely } from 'kysely';
import type { AdminLendingView } from '#shared/admin-api';
import { disposableIncomeCents } from '#server/credit/limit-growth';
import { latestDeclaration } from '#server/credit/limit-growth-repository';
import type { Database } from '#server/db/schema';

export async function lendingView(db: Kysely<Database>, userId: string): Promise<AdminLendingView> {
  const profile = await db
    .selectFrom('profiles')
    .select(['jmbg_hash', 'jmbg_duplicate', 'phone_duplicate'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const hash = profile?.jmbg_hash ?? null;
  const same = hash
    ? await db
        .selectFrom('profiles as p')
        .innerJoin('users as u', 'u.id', 'p.id')
        .select(['u.id', 'u.email'])
        .where('p.jmbg_hash', '=', hash)
        .where('p.id', '<>', userId)
        .orderBy('p.created_at')
        .limit(20)
        .execute()
    : [];
  const declaration = await latestDeclaration(db, userId);
  return {
    declaration: declaration && {
      monthlyIncomeCents: declaration.monthlyIncomeCents,
      monthlyObligationsCents: declaration.monthlyObligationsCents,
      disposableIncomeCents: disposableIncomeCents(declaration) ?? 0,
      declaredAt: declaration.declaredAt.toISOString(),
    },
    jmbgDuplicate: profile?.jmbg_duplicate ?? false,
    phoneDuplicate: profile?.phone_duplicate ?? false,
    sameJmbgAccounts: same,
  };
}
