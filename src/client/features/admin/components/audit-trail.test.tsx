// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, type AuditEntry } from '#shared/admin-api';
import { en } from '#shared/i18n/en';
import { me } from '#shared/i18n/me';
import { I18nProvider } from '#client/i18n/i18n-context';
import { AuditEntryItem } from './audit-trail';

const UUID = 'c6b38dca-1f2e-4a5b-8c9d-0e1f2a3b4c5d';

afterEach(cleanup);

describe('AuditEntryItem', () => {
  for (const [locale, t] of [
    ['me', me],
    ['en', en],
  ] as const) {
    it(`shows no raw id field for any event type (${locale})`, () => {
      for (const action of AUDIT_ACTIONS) {
        const entry: AuditEntry = {
          id: `entry-${action}`,
          action,
          entityType: 'user',
          entityId: UUID,
          actor: null,
          before: { merchantUserId: null, spendingLimitCents: 10_000 },
          after: {
            merchantUserId: UUID,
            merchantId: UUID,
            replyId: UUID,
            orderId: UUID,
            paymentIds: [UUID],
            id: UUID,
            user_id: UUID,
            spendingLimitCents: 20_000,
          },
          createdAt: '2026-11-26T10:00:00.000Z',
        };
        const { container, unmount } = render(
          <I18nProvider start={{ locale, t }}>
            <ul>
              <AuditEntryItem entry={entry} />
            </ul>
          </I18nProvider>,
        );
        const text = container.textContent ?? '';
        expect(text, action).not.toMatch(/[a-zA-Z_]*[iI]ds?:/);
        expect(text, action).not.toContain(UUID);
        // The field a person can read still shows, under its label.
        expect(screen.getByText(`${t.admin.audit.fields.spendingLimitCents}:`)).toBeTruthy();
        unmount();
      }
    });
  }
});
