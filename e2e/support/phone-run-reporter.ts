import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';
import { stampPhoneRun } from './phone-run';

/** Stamps the phone-width run when a whole run, phone-width tests included, passed. */
export default class PhoneRunReporter implements Reporter {
  private phoneTests = 0;

  onBegin(_config: unknown, suite: Suite): void {
    this.phoneTests = suite
      .allTests()
      .filter((test) => test.parent.project()?.name === 'mobile').length;
  }

  onEnd(result: FullResult): void {
    if (result.status === 'passed' && this.phoneTests > 0) stampPhoneRun();
  }

  printsToStdio(): boolean {
    return false;
  }
}
