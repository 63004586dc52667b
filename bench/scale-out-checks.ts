/**
 * The scale-out run's pure parts (bench/scale-out.ts): the nginx configuration made from the
 * deployment template, and the count of lost and doubled checkouts from the database's rows and
 * the acquirer's transactions. Tested apart from any server (scale-out-checks.test.ts).
 */

export interface NginxRun {
  /** Address nginx listens on for the run, such as 127.0.0.1:8123. */
  listen: string;
  /** host:port of each app process. */
  upstreams: readonly string[];
}

/**
 * deploy/nginx.conf with the run's processes and address: the upstream's server lines become one
 * per process (keeping the template's parameters, such as max_fails), every `listen` line listens
 * on the run's address, and logs and temporary files stay in nginx's prefix folder (`-p`), so the
 * run needs nothing from /var.
 */
export function nginxConfForRun(template: string, run: NginxRun): string {
  if (run.upstreams.length === 0) throw new Error('nginx needs at least one upstream');
  const lines = template.split('\n');
  const serverLine = /^(\s*)server\s+[^\s;]+(\s[^;]*)?;\s*$/;
  const upstreamStart = lines.findIndex((line) => /^\s*upstream\s+\S+\s*\{/.test(line));
  if (upstreamStart < 0) throw new Error('the nginx template has no upstream block');
  const upstreamEnd = lines.findIndex((line, i) => i > upstreamStart && /^\s*\}\s*$/.test(line));
  const servers = lines
    .map((line, i) => ({ line, i }))
    .filter(({ line, i }) => i > upstreamStart && i < upstreamEnd && serverLine.test(line));
  if (servers.length === 0) throw new Error('the nginx template lists no upstream server');
  const [, indent = '', parameters = ''] = serverLine.exec(servers[0]!.line)!;
  const generated = run.upstreams.map((address) => `${indent}server ${address}${parameters};`);
  const drop = new Set(servers.map(({ i }) => i));
  const out: string[] = [];
  lines.forEach((line, i) => {
    if (i === servers[0]!.i) out.push(...generated);
    if (drop.has(i)) return;
    if (/^\s*listen\s+[^;]+;/.test(line)) {
      out.push(line.replace(/listen\s+[^;]+;/, `listen ${run.listen};`));
      return;
    }
    out.push(line);
    if (/^\s*http\s*\{/.test(line)) {
      const pad = `${/^(\s*)/.exec(line)![1]}  `;
      out.push(
        `${pad}access_log off;`,
        `${pad}client_body_temp_path temp/body;`,
        `${pad}proxy_temp_path temp/proxy;`,
        `${pad}fastcgi_temp_path temp/fastcgi;`,
        `${pad}uwsgi_temp_path temp/uwsgi;`,
        `${pad}scgi_temp_path temp/scgi;`,
      );
    }
  });
  return out.join('\n');
}

/** What the client finally saw for one decision (after its retries). */
export interface ClientDecision {
  /** The checkout session it created, or null when even the create never succeeded. */
  sessionId: string | null;
  /** True when the confirm answered 2xx. */
  succeeded: boolean;
}

/** The database's rows for one checkout session the client created. */
export interface SessionRow {
  sessionId: string;
  orders: number;
  /** First-instalment payments booked for its order(s). */
  firstCharges: number;
  /** Checkout payment attempts that succeeded for it. */
  succeededAttempts: number;
}

/** One transaction at the acquirer (its own storage, not NaRate's database). */
export interface AcquirerTransaction {
  orderNumber: string;
  type: string;
  status: string;
}

export interface CheckoutCheck {
  /** Decisions the client saw succeed without exactly one order behind them. */
  lost: number;
  /** Sessions with more than one order, first charge or succeeded attempt, and order numbers the acquirer charged more than once. */
  doubled: number;
  /** Orders behind a decision the client gave up on (a shop would see no answer for a sale made). */
  ordersWithoutAnswer: number;
}

/**
 * Lost and doubled checkouts. The acquirer's side counts money taken per order number: approved
 * purchases and authorisations, less authorisations voided.
 */
export function checkCheckouts(
  decisions: readonly ClientDecision[],
  rows: readonly SessionRow[],
  acquirer: readonly AcquirerTransaction[],
): CheckoutCheck {
  const bySession = new Map(rows.map((row) => [row.sessionId, row]));
  let lost = 0;
  let ordersWithoutAnswer = 0;
  for (const decision of decisions) {
    const row = decision.sessionId ? bySession.get(decision.sessionId) : undefined;
    if (decision.succeeded && row?.orders !== 1) lost += 1;
    if (!decision.succeeded && row && row.orders > 0) ordersWithoutAnswer += 1;
  }
  let doubled = rows.filter(
    (row) => row.orders > 1 || row.firstCharges > 1 || row.succeededAttempts > 1,
  ).length;
  const taken = new Map<string, number>();
  for (const t of acquirer) {
    if (t.status !== 'approved') continue;
    const change = t.type === 'purchase' || t.type === 'authorize' ? 1 : t.type === 'void' ? -1 : 0;
    taken.set(t.orderNumber, (taken.get(t.orderNumber) ?? 0) + change);
  }
  for (const count of taken.values()) if (count > 1) doubled += 1;
  return { lost, doubled, ordersWithoutAnswer };
}
