// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { me } from '#shared/i18n/me';
import { I18nProvider } from '#client/i18n/i18n-context';
import { AuthValueProvider } from '#client/lib/auth/auth-context';
import { signedInAdmin } from '#client/testing/admin-auth';
import { PublicSection } from './public-section';

afterEach(cleanup);

function renderPage(children: ReactNode) {
  return render(
    <I18nProvider start={{ locale: 'me', t: me }}>
      <AuthValueProvider value={signedInAdmin}>{children}</AuthValueProvider>
    </I18nProvider>,
  );
}

describe('PublicSection', () => {
  it('hydrates later by default: wrapped, and laid out only near the screen', () => {
    const { container } = renderPage(
      <PublicSection>
        <section>steps</section>
      </PublicSection>,
    );
    const wrapper = container.firstElementChild;
    expect(wrapper?.tagName).toBe('DIV');
    expect(wrapper?.className).toBe('below-first-screen');
    expect(wrapper?.querySelector('section')?.textContent).toBe('steps');
  });

  it('on the first screen is still wrapped, laid out at once, with its own classes', () => {
    const { container } = renderPage(
      <PublicSection firstScreen className="lg:col-span-2">
        <form aria-label="contact" />
      </PublicSection>,
    );
    const wrapper = container.firstElementChild;
    expect(wrapper?.tagName).toBe('DIV');
    expect(wrapper?.className).toBe('lg:col-span-2');
  });

  it('eager: the section itself, taken over with the page', () => {
    const { container } = renderPage(
      <PublicSection eager>
        <section>at once</section>
      </PublicSection>,
    );
    expect(container.firstElementChild?.tagName).toBe('SECTION');
  });
});
