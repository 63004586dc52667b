import { describe, expect, it } from 'vitest';
import {
  AdminContactsQuerySchema,
  AdminTransactionsQuerySchema,
  AdminUsersQuerySchema,
  ApproveApplicationSchema,
  ContactUpdateSchema,
  DeclineApplicationSchema,
  SpendingLimitUpdateSchema,
} from './admin-schemas';

function firstMessage(result: { error?: { issues: { message: string }[] } }): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('admin list queries', () => {
  it('default paging and sorting, treating empty parameters as absent', () => {
    expect(AdminUsersQuerySchema.parse({})).toEqual({
      sort: 'createdAt',
      dir: 'desc',
      page: 1,
      pageSize: 20,
    });
    expect(AdminUsersQuerySchema.parse({ q: '', sort: '', page: '', pageSize: '' })).toEqual({
      sort: 'createdAt',
      dir: 'desc',
      page: 1,
      pageSize: 20,
    });
    expect(
      AdminUsersQuerySchema.parse({ q: ' ana ', sort: 'score', dir: 'asc', page: '3' }),
    ).toMatchObject({ q: 'ana', sort: 'score', dir: 'asc', page: 3 });
  });

  it('refuse unknown filters and page sizes over 100', () => {
    expect(AdminUsersQuerySchema.safeParse({ sort: 'password_hash' }).success).toBe(false);
    expect(AdminUsersQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(AdminUsersQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(AdminContactsQuerySchema.safeParse({ status: 'deleted' }).success).toBe(false);
    expect(AdminContactsQuerySchema.parse({ reason: 'business_partnership' }).reason).toBe(
      'business_partnership',
    );
  });

  it('check transaction ids and the date range', () => {
    expect(AdminTransactionsQuerySchema.safeParse({ userId: 'x' }).success).toBe(false);
    const range = { from: '2026-01-02T00:00:00.000+01:00', to: '2026-01-01T00:00:00.000+01:00' };
    expect(firstMessage(AdminTransactionsQuerySchema.safeParse(range))).toBe(
      'Početni datum mora biti prije krajnjeg.',
    );
    expect(AdminTransactionsQuerySchema.safeParse({ from: '2026-01-01' }).success).toBe(false);
  });
});

describe('admin changes', () => {
  it('allow only the admin status buttons and store empty notes as null', () => {
    expect(ContactUpdateSchema.parse({ status: 'resolved', adminNotes: '  ' })).toEqual({
      status: 'resolved',
      adminNotes: null,
    });
    expect(firstMessage(ContactUpdateSchema.safeParse({ status: 'pending' }))).toBe(
      'Izaberi novi status poruke.',
    );
    expect(
      firstMessage(
        ContactUpdateSchema.safeParse({ status: 'in_progress', adminNotes: 'x'.repeat(2001) }),
      ),
    ).toBe('Bilješke moraju biti kraće od 2000 karaktera.');
  });

  it('need the spending limit in whole cents', () => {
    expect(SpendingLimitUpdateSchema.parse({ spendingLimitCents: 25_000 })).toEqual({
      spendingLimitCents: 25_000,
    });
    expect(firstMessage(SpendingLimitUpdateSchema.safeParse({ spendingLimitCents: '250' }))).toBe(
      'Limit potrošnje mora biti iznos u eurima, najviše s dvije decimale.',
    );
    expect(firstMessage(SpendingLimitUpdateSchema.safeParse({ spendingLimitCents: -1 }))).toBe(
      'Limit potrošnje ne može biti negativan.',
    );
  });

  it('check the approval tier and custom fee', () => {
    expect(ApproveApplicationSchema.parse({ pricingTier: 'enterprise' })).toEqual({
      pricingTier: 'enterprise',
      feeBasisPoints: 200,
    });
    expect(firstMessage(ApproveApplicationSchema.safeParse({ pricingTier: 'gold' }))).toBe(
      'Izaberi cjenovni paket.',
    );
    expect(
      firstMessage(
        ApproveApplicationSchema.safeParse({ pricingTier: 'enterprise', feeBasisPoints: 251 }),
      ),
    ).toBe('Provizija mora biti između 0 % i 2,5 %.');
  });

  it('need a decline reason', () => {
    expect(firstMessage(DeclineApplicationSchema.safeParse({ reason: '   ' }))).toBe(
      'Navedite razlog odbijanja.',
    );
    expect(DeclineApplicationSchema.parse({ reason: ' Nepotpuni podaci ' }).reason).toBe(
      'Nepotpuni podaci',
    );
  });
});
