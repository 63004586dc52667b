// The payment calendar: every instalment a shopper still owes, across all plans, grouped by the
// calendar month of its due date. Due dates are Podgorica calendar days ('YYYY-MM-DD'), so the
// month is the day's first seven characters and never shifts with the browser's time zone. Money
// is integer cents; a month's total is the sum of what its instalments still owe.

/** One instalment in the calendar: what is still owed on it, not its original amount. */
export interface CalendarInstalmentView {
  orderId: string;
  /** What was bought ("2 × Stolica, Sto"), as the plan cards name a plan; '' when not known. */
  planName: string;
  merchantName: string;
  orderReference: string;
  sequence: number;
  /** 'YYYY-MM-DD', a Podgorica calendar day. */
  dueDate: string;
  /** What is still to pay on it, in cents (always > 0). */
  owedCents: number;
  /** 'overdue' once past its due date and the grace period; 'pending' otherwise. */
  status: 'pending' | 'overdue';
}

export interface CalendarMonthView {
  /** 'YYYY-MM'. */
  month: string;
  totalCents: number;
  /** By due date, then plan, then sequence. */
  instalments: CalendarInstalmentView[];
}

export interface PaymentCalendarView {
  /** Months in order, only those with something due. Overdue instalments keep their month. */
  months: CalendarMonthView[];
  /** Everything still owed: the sum of the month totals. */
  totalCents: number;
}

/** What the calendar needs of one plan: its instalments as the shopper's view counts them. */
export interface CalendarPlanSource {
  id: string;
  planName: string;
  merchantName: string;
  orderReference: string;
  instalments: ReadonlyArray<{
    sequence: number;
    dueDate: string;
    owedCents: number;
    status: string;
  }>;
}

/** The 'YYYY-MM' month of a 'YYYY-MM-DD' calendar day. */
export function calendarMonthOf(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`Not a calendar day: ${day}`);
  return day.slice(0, 7);
}

/**
 * Groups every instalment that still owes something (owedCents > 0) by its due month. Paid,
 * refunded and cancelled instalments owe nothing and so never appear.
 */
export function paymentCalendar(plans: readonly CalendarPlanSource[]): PaymentCalendarView {
  const entries: CalendarInstalmentView[] = [];
  for (const plan of plans) {
    for (const instalment of plan.instalments) {
      if (instalment.owedCents <= 0) continue;
      entries.push({
        orderId: plan.id,
        planName: plan.planName,
        merchantName: plan.merchantName,
        orderReference: plan.orderReference,
        sequence: instalment.sequence,
        dueDate: instalment.dueDate,
        owedCents: instalment.owedCents,
        status: instalment.status === 'overdue' ? 'overdue' : 'pending',
      });
    }
  }
  entries.sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) ||
      a.orderId.localeCompare(b.orderId) ||
      a.sequence - b.sequence,
  );
  const months: CalendarMonthView[] = [];
  for (const entry of entries) {
    const month = calendarMonthOf(entry.dueDate);
    let last = months[months.length - 1];
    if (!last || last.month !== month) {
      last = { month, totalCents: 0, instalments: [] };
      months.push(last);
    }
    last.instalments.push(entry);
    last.totalCents += entry.owedCents;
  }
  return { months, totalCents: months.reduce((sum, m) => sum + m.totalCents, 0) };
}

/** The months a shopper has a statement for ('YYYY-MM', newest first). */
export interface StatementMonthsView {
  months: string[];
}
