// The local acquirer's storage: a journal that survives restarts and grows by one line a change.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AcquirerStore, type Payment, type Transaction } from './store';

const folders: string[] = [];
function storeFile(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'acquirer-store-'));
  folders.push(folder);
  return path.join(folder, 'acquirer.json');
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function payment(id: string, orderNumber: string): Payment {
  return {
    id,
    clientSecret: `secret-${id}`,
    orderNumber,
    amount: 1000,
    currency: 'EUR',
    orderInfo: 'NaRate',
    tokenize: false,
  };
}

function transaction(id: string, fields: Partial<Transaction> = {}): Transaction {
  return {
    id,
    orderNumber: `order-${id}`,
    type: 'purchase',
    amount: 1000,
    currency: 'EUR',
    status: 'approved',
    responseCode: '0000',
    responseMessage: 'approved',
    brand: 'visa',
    masked: '424242******4242',
    expirationDate: '3512',
    merchantInitiated: false,
    createdAt: new Date().toISOString(),
    ...fields,
  };
}

const lines = (file: string) => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);

describe("the local acquirer's storage", () => {
  it('appends one line a change instead of writing everything again', () => {
    const file = storeFile();
    const store = new AcquirerStore(file);
    const first = lines(file)[0];
    for (let i = 0; i < 50; i += 1) store.putTransaction(transaction(`t${i}`));
    store.putPayment(payment('p1', 'order-t1'));
    store.putCard('tok', { number: '4242424242424242', expMonth: 12, expYear: 2039 });
    store.close();
    expect(lines(file)).toHaveLength(1 + 52);
    expect(lines(file)[0]).toBe(first);
  });

  it('reads every change again after a restart, and folds them into its first line', () => {
    const file = storeFile();
    const store = new AcquirerStore(file);
    store.putPayment(payment('p1', 'order-1'));
    store.putTransaction(transaction('t1', { orderNumber: 'order-1' }));
    store.putTransaction(transaction('t1', { orderNumber: 'order-1', status: 'declined' }));
    store.putTransaction(
      transaction('r1', { orderNumber: 'order-1', type: 'refund', reference: 'refund-1' }),
    );
    store.putCard('tok', { number: '4242424242424242', expMonth: 12, expYear: 2039 });
    store.putCard('gone', { number: '4000000000000002', expMonth: 1, expYear: 2040 });
    store.forgetCard('gone');
    expect(store.loseFirstAnswer('order-1')).toBe(true);
    store.close();

    const again = new AcquirerStore(file);
    expect(lines(file)).toHaveLength(1);
    expect(again.paymentBySecret('secret-p1')?.id).toBe('p1');
    expect(again.paymentByOrder('order-1')?.id).toBe('p1');
    expect(again.transaction('t1')?.status).toBe('declined');
    expect(again.byOrderOrReference('order-1')?.id).toBe('t1');
    expect(again.byOrderOrReference('refund-1')?.id).toBe('r1');
    expect(again.refundsOf('order-1').map((t) => t.id)).toEqual(['r1']);
    expect(again.card('tok')?.number).toBe('4242424242424242');
    expect(again.card('gone')).toBeUndefined();
    expect(again.loseFirstAnswer('order-1')).toBe(false);
    again.close();
  });

  it('reads a file that holds the state alone, as it was written before', () => {
    const file = storeFile();
    const t = transaction('old', { orderNumber: 'order-old' });
    fs.writeFileSync(
      file,
      JSON.stringify({
        payments: { p: payment('p', 'order-old') },
        transactions: { old: t },
        tokens: {},
        lostOnce: ['order-old'],
      }),
    );
    const store = new AcquirerStore(file);
    expect(store.byOrderOrReference('order-old')).toEqual(t);
    expect(store.paymentBySecret('secret-p')?.id).toBe('p');
    expect(store.loseFirstAnswer('order-old')).toBe(false);
    expect(store.wholeStatement()).toEqual([t]);
    store.close();
  });

  it('finds an order’s charge before its void or authorisation, whatever came first', () => {
    const store = new AcquirerStore();
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 0, minute)).toISOString();
    store.putTransaction(
      transaction('a', { orderNumber: 'o', type: 'authorize', createdAt: at(1) }),
    );
    expect(store.byOrderOrReference('o')?.id).toBe('a');
    store.putTransaction(transaction('c', { orderNumber: 'o', type: 'capture', createdAt: at(2) }));
    expect(store.byOrderOrReference('o')?.id).toBe('c');
    expect(store.ofOrder('o').map((t) => t.id)).toEqual(['a', 'c']);
  });
});
