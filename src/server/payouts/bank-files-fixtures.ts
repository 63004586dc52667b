// For tests: what the bank would send back (a camt.053 statement booking or returning transfers)
// and a check of an XML file against an ISO 20022 schema with xmllint (Debian: libxml2-utils).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decimalOfCents } from './pain001';

export const FIXTURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
export const PAIN001_XSD = path.join(FIXTURES_DIR, 'pain.001.001.09.xsd');
export const CAMT053_XSD = path.join(FIXTURES_DIR, 'camt.053.001.08.xsd');

/** xmllint's complaints about the document against the schema; [] when it validates. */
export function schemaErrors(xml: string, xsd: string): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'narate-xsd-'));
  const file = path.join(dir, 'document.xml');
  try {
    fs.writeFileSync(file, xml);
    const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', xsd, file], {
      encoding: 'utf8',
    });
    if (run.error) {
      throw new Error(
        `xmllint could not run (${run.error.message}); install it: apt-get install libxml2-utils`,
      );
    }
    if (run.status === 0) return [];
    return run.stderr.split('\n').filter((line) => line.trim() !== '' && !/validates$/.test(line));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface StatementLine {
  endToEndId: string | null;
  amountCents: number;
  direction: 'DBIT' | 'CRDT';
  /** A return of an earlier transfer, with its reason code (e.g. AC04, closed account). */
  returnReason?: string;
  bookingDate: string;
}

/** A camt.053.001.08 statement of NaRate's account with one booked entry per line. */
export function camt053(input: {
  statementId: string;
  accountIban: string;
  createdAt: Date;
  lines: readonly StatementLine[];
}): string {
  const day = input.lines[0]?.bookingDate ?? input.createdAt.toISOString().slice(0, 10);
  const entries = input.lines
    .map((line) => {
      const reference = line.endToEndId
        ? `<Refs><EndToEndId>${line.endToEndId}</EndToEndId></Refs>`
        : '';
      const returned = line.returnReason
        ? `<RtrInf><Rsn><Cd>${line.returnReason}</Cd></Rsn></RtrInf>`
        : '';
      const family = line.returnReason ? 'RRTN' : 'ESCT';
      const details =
        reference || returned
          ? `<NtryDtls><TxDtls>${reference}<Amt Ccy="EUR">${decimalOfCents(line.amountCents)}</Amt><CdtDbtInd>${line.direction}</CdtDbtInd>${returned}</TxDtls></NtryDtls>`
          : '';
      return (
        `<Ntry><Amt Ccy="EUR">${decimalOfCents(line.amountCents)}</Amt>` +
        `<CdtDbtInd>${line.direction}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>` +
        `<BookgDt><Dt>${line.bookingDate}</Dt></BookgDt><ValDt><Dt>${line.bookingDate}</Dt></ValDt>` +
        `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>${family}</SubFmlyCd></Fmly></Domn></BkTxCd>` +
        `${details}</Ntry>`
      );
    })
    .join('\n      ');
  const created = input.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${input.statementId}</MsgId><CreDtTm>${created}</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${input.statementId}</Id>
      <CreDtTm>${created}</CreDtTm>
      <Acct><Id><IBAN>${input.accountIban}</IBAN></Id></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">100000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>${day}</Dt></Dt></Bal>
      ${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}
