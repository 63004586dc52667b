import { Link } from 'react-router';
import { useI18n } from '#client/i18n/i18n-context';
import { LanguageSelect } from './language-select';
import { Logo } from './logo';

const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/narate.me' },
  { name: 'Instagram', href: 'https://www.instagram.com/narate.me' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/narate' },
];

/** Footer: page links, social links and the Montenegrin / English language switch. */
export function Footer() {
  const { t } = useI18n();
  const f = t.shell.footer;
  // At least 44 px tall: a finger hits the right link on a phone.
  const linkClass = 'inline-flex min-h-11 items-center text-sm text-slate-300 hover:text-white';
  const columns = [
    {
      title: f.product,
      links: [
        { to: '/kako-radi', label: f.howItWorks },
        { to: '/prodavnice', label: f.stores },
        { to: '/sigurnost', label: f.security },
        { href: '/#trgovci', label: f.forMerchants },
      ],
    },
    {
      title: f.company,
      links: [
        { to: '/o-nama', label: f.about },
        { to: '/kontakt', label: f.contact },
        { to: '/pomoc', label: f.faq },
      ],
    },
    {
      title: f.resources,
      links: [
        { to: '/uslovi', label: f.terms },
        { to: '/privatnost', label: f.privacy },
        { to: '/uslovi-za-partnere', label: f.partnerTerms },
        { to: '/prigovori', label: f.complaints },
      ],
    },
  ];
  return (
    <footer className="bg-slate-900 text-white">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-12 md:grid-cols-4">
        <div className="col-span-2 space-y-4 md:col-span-1">
          <div className="inline-block rounded-lg bg-white px-2 py-1">
            <Logo />
          </div>
          <p className="text-sm text-slate-300">{f.tagline}</p>
          <ul aria-label={f.social} className="flex gap-4">
            {SOCIAL.map((s) => (
              <li key={s.name}>
                <a href={s.href} rel="noopener noreferrer" target="_blank" className={linkClass}>
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-200">
              {column.title}
            </h2>
            <ul>
              {column.links.map((l) => (
                <li key={l.label}>
                  {'to' in l && l.to ? (
                    <Link to={l.to} className={linkClass}>
                      {l.label}
                    </Link>
                  ) : (
                    <a href={l.href} className={linkClass}>
                      {l.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col items-start justify-between gap-3 px-4 py-5 pb-20 sm:flex-row sm:items-center sm:pb-5">
          <p className="text-sm text-slate-300">
            © {new Date().getFullYear()} NaRate. {f.rights}
          </p>
          <LanguageSelect />
        </div>
      </div>
    </footer>
  );
}
