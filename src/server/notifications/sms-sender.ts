/** One SMS to hand to a gateway: the outbox row's id travels as the gateway's message id. */
export interface SmsToSend {
  id: string;
  /** E.164, as NaRate stores phone numbers (+38267123456). */
  to: string;
  text: string;
}

/**
 * What became of a hand-over. `retry`: the gateway may accept it later (it was busy, failed
 * inside, or did not answer in time); `refused`: it never will as sent (bad request, bad key).
 */
export type SmsSendResult =
  | { outcome: 'accepted' }
  | { outcome: 'retry'; error: string }
  | { outcome: 'refused'; error: string };

/** An SMS gateway. Infobip is the real one; tests put a fake of its API behind the same door. */
export interface SmsSender {
  send(message: SmsToSend): Promise<SmsSendResult>;
}
