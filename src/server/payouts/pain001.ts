// The ISO 20022 customer credit transfer initiation (pain.001.001.09) NaRate hands its bank once a
// business day: one payment information block (NaRate's account pays, in euro, SEPA service
// level, each party bears its own bank's charges) with one credit transfer per merchant batch.
// The file follows the European Payments Council's SEPA credit transfer profile of the message
// (names at most 70 characters, only an IBAN as account, amounts 0.01–999,999,999.99), which is
// the strictest form banks in the region accept; a file valid under it is valid under the plain
// ISO schema too.

export interface TransferParty {
  name: string;
  iban: string;
  /** Optional for a creditor: SEPA banks route by the IBAN. */
  bic: string | null;
}

export interface CreditTransfer {
  /** The payout batch's id in the form the file carries (see endToEndIdOf). */
  endToEndId: string;
  amountCents: number;
  creditor: TransferParty;
  /** Unstructured remittance text (at most 140 characters). */
  remittance: string;
}

export interface Pain001Input {
  messageId: string;
  createdAt: Date;
  /** YYYY-MM-DD: the day the bank is asked to pay. */
  executionDate: string;
  debtor: TransferParty;
  transfers: readonly CreditTransfer[];
}

export const PAIN001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

/**
 * The end-to-end id of a batch: its UUID without hyphens (32 characters), because the field holds
 * at most 35. The bank returns it unchanged in its statement, which is how a booking finds its
 * batch.
 */
export function endToEndIdOf(batchId: string): string {
  return batchId.replace(/-/g, '').toLowerCase();
}

/** The batch UUID an end-to-end id names, or null when it is not one of ours. */
export function batchIdOfEndToEndId(endToEndId: string): string | null {
  const hex = endToEndId.trim().toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Text as the SEPA character set allows it: letters lose their diacritics (č → c, đ → d), and
 * what is left outside the set becomes a space, since banks reject or garble other characters.
 */
export function sepaText(value: string, maxLength: number): string {
  const plain = value
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (plain.length > 0 ? plain : '-').slice(0, maxLength).trim();
}

/** Cents as the decimal the schema expects ("1234.50"). */
export function decimalOfCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An ISO date-time without milliseconds, in UTC. */
function isoDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function agent(bic: string | null, indent: string): string {
  return bic
    ? `${indent}<FinInstnId><BICFI>${escapeXml(bic)}</BICFI></FinInstnId>\n`
    : `${indent}<FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId>\n`;
}

function transferXml(transfer: CreditTransfer): string {
  if (transfer.amountCents <= 0) throw new RangeError('A credit transfer pays a positive amount');
  const creditorAgent = transfer.creditor.bic
    ? `        <CdtrAgt>\n${agent(transfer.creditor.bic, '          ')}        </CdtrAgt>\n`
    : '';
  return (
    `      <CdtTrfTxInf>\n` +
    `        <PmtId><EndToEndId>${escapeXml(transfer.endToEndId)}</EndToEndId></PmtId>\n` +
    `        <Amt><InstdAmt Ccy="EUR">${decimalOfCents(transfer.amountCents)}</InstdAmt></Amt>\n` +
    creditorAgent +
    `        <Cdtr><Nm>${escapeXml(sepaText(transfer.creditor.name, 70))}</Nm></Cdtr>\n` +
    `        <CdtrAcct><Id><IBAN>${escapeXml(transfer.creditor.iban)}</IBAN></Id></CdtrAcct>\n` +
    `        <RmtInf><Ustrd>${escapeXml(sepaText(transfer.remittance, 140))}</Ustrd></RmtInf>\n` +
    `      </CdtTrfTxInf>\n`
  );
}

/** The file's XML (UTF-8). Throws when there is nothing to pay. */
export function buildPain001(input: Pain001Input): string {
  if (input.transfers.length === 0) throw new RangeError('A credit-transfer file needs a payment');
  const count = String(input.transfers.length);
  const total = decimalOfCents(input.transfers.reduce((sum, t) => sum + t.amountCents, 0));
  const debtorName = escapeXml(sepaText(input.debtor.name, 70));
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<Document xmlns="${PAIN001_NAMESPACE}">\n` +
    `  <CstmrCdtTrfInitn>\n` +
    `    <GrpHdr>\n` +
    `      <MsgId>${escapeXml(input.messageId)}</MsgId>\n` +
    `      <CreDtTm>${isoDateTime(input.createdAt)}</CreDtTm>\n` +
    `      <NbOfTxs>${count}</NbOfTxs>\n` +
    `      <CtrlSum>${total}</CtrlSum>\n` +
    `      <InitgPty><Nm>${debtorName}</Nm></InitgPty>\n` +
    `    </GrpHdr>\n` +
    `    <PmtInf>\n` +
    `      <PmtInfId>${escapeXml(input.messageId)}</PmtInfId>\n` +
    `      <PmtMtd>TRF</PmtMtd>\n` +
    `      <BtchBookg>false</BtchBookg>\n` +
    `      <NbOfTxs>${count}</NbOfTxs>\n` +
    `      <CtrlSum>${total}</CtrlSum>\n` +
    `      <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>\n` +
    `      <ReqdExctnDt><Dt>${input.executionDate}</Dt></ReqdExctnDt>\n` +
    `      <Dbtr><Nm>${debtorName}</Nm></Dbtr>\n` +
    `      <DbtrAcct><Id><IBAN>${escapeXml(input.debtor.iban)}</IBAN></Id></DbtrAcct>\n` +
    `      <DbtrAgt>\n${agent(input.debtor.bic, '        ')}      </DbtrAgt>\n` +
    `      <ChrgBr>SLEV</ChrgBr>\n` +
    input.transfers.map(transferXml).join('') +
    `    </PmtInf>\n` +
    `  </CstmrCdtTrfInitn>\n` +
    `</Document>\n`
  );
}
