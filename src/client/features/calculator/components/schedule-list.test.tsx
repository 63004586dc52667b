// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { instalmentSchedule } from '#shared/calculator';
import { me } from '#shared/i18n/me';
import { I18nProvider } from '#client/i18n/i18n-context';
import { markBuildTimeRender } from '#client/lib/use-after-hydration';
import { ScheduleList } from './schedule-list';

afterEach(cleanup);

async function renderSchedule() {
  const schedule = instalmentSchedule(600, 3, new Date(2026, 10, 23));
  render(
    <I18nProvider start={{ locale: 'me', t: me }}>
      <ScheduleList schedule={schedule} />
    </I18nProvider>,
  );
  // Past the task after the first effects, when the dates are written in a browser.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  const list = screen.getByRole('list', { name: 'Plan otplate' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-due-date]')?.textContent);
}

describe('ScheduleList due dates', () => {
  it('shows each due date in the browser', async () => {
    const dates = await renderSchedule();
    expect(dates[0]).toMatch(/23\. 11\. 2026\./);
    expect(dates[0]).toContain('(danas)');
    expect(dates[2]).toMatch(/2027/);
  });

  // Runs last: the build-time mark stays for the rest of this file.
  it('leaves them blank, in the same place, when the page is rendered at build time', async () => {
    markBuildTimeRender();
    const dates = await renderSchedule();
    expect(dates).toEqual(['\u00a0', '\u00a0', '\u00a0']);
  });
});
