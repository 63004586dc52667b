import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCheckouts, nginxConfForRun } from './scale-out-checks';

describe('the scale-out run’s nginx configuration', () => {
  const template = fs.readFileSync('deploy/nginx.conf', 'utf8');
  const conf = nginxConfForRun(template, {
    listen: '127.0.0.1:8123',
    upstreams: ['127.0.0.1:4001', '127.0.0.1:4002'],
  });

  it('lists one upstream server per process, with the template’s parameters', () => {
    const servers = conf.split('\n').filter((l) => /^\s*server\s+127/.test(l));
    expect(servers.map((l) => l.trim())).toEqual([
      'server 127.0.0.1:4001 max_fails=1 fail_timeout=10s;',
      'server 127.0.0.1:4002 max_fails=1 fail_timeout=10s;',
    ]);
    expect(conf).not.toContain('3001');
  });

  it('listens on the run’s address and keeps logs and temporary files in its own folder', () => {
    expect(conf).toMatch(/^\s*listen 127\.0\.0\.1:8123;/m);
    expect(conf).not.toMatch(/listen 80;/);
    expect(conf).toMatch(/access_log off;/);
    expect(conf).toMatch(/proxy_temp_path temp\/proxy;/);
  });

  it('keeps what makes a dead process skipped and the upstream kept alive', () => {
    expect(conf).toMatch(/proxy_next_upstream error timeout;/);
    expect(conf).toMatch(/keepalive \d+;/);
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  });
});

describe('lost and doubled checkouts', () => {
  const row = (
    sessionId: string,
    orders = 1,
    firstCharges = orders,
    succeededAttempts = orders,
  ) => ({
    sessionId,
    orders,
    firstCharges,
    succeededAttempts,
  });

  it('counts nothing when every success has one order, one charge and one attempt', () => {
    expect(
      checkCheckouts(
        [
          { sessionId: 'a', succeeded: true },
          { sessionId: 'b', succeeded: false },
          { sessionId: null, succeeded: false },
        ],
        [row('a'), row('b', 0)],
        [
          { orderNumber: 'k1', type: 'purchase', status: 'approved' },
          { orderNumber: 'k2', type: 'authorize', status: 'approved' },
          { orderNumber: 'k2', type: 'void', status: 'approved' },
          { orderNumber: 'k2', type: 'authorize', status: 'approved' },
          { orderNumber: 'k3', type: 'purchase', status: 'declined' },
          { orderNumber: 'k3', type: 'purchase', status: 'approved' },
        ],
      ),
    ).toEqual({ lost: 0, doubled: 0, ordersWithoutAnswer: 0 });
  });

  it('counts a success the database has no order for as lost', () => {
    const check = checkCheckouts(
      [
        { sessionId: 'a', succeeded: true },
        { sessionId: 'b', succeeded: true },
      ],
      [row('a', 0)],
      [],
    );
    expect(check.lost).toBe(2);
  });

  it('counts a second order, first charge, attempt or acquirer charge as doubled', () => {
    const check = checkCheckouts(
      [{ sessionId: 'a', succeeded: true }],
      [row('a', 1, 2, 1), row('b', 1, 1, 2), row('c', 1)],
      [
        { orderNumber: 'k1', type: 'purchase', status: 'approved' },
        { orderNumber: 'k1', type: 'purchase', status: 'approved' },
      ],
    );
    expect(check).toEqual({ lost: 0, doubled: 3, ordersWithoutAnswer: 0 });
  });

  it('counts an order behind a decision the client gave up on apart', () => {
    expect(
      checkCheckouts([{ sessionId: 'a', succeeded: false }], [row('a')], []).ordersWithoutAnswer,
    ).toBe(1);
  });
});
