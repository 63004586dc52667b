import { LOCALE_TAGS, type Locale } from '#shared/i18n/catalogue';

/** Escapes text for HTML bodies: names and messages come from users. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Wraps already-escaped HTML paragraphs in NaRate's simple, client-safe email layout, declared in
 * the language the email is written in (a screen reader reads an English email as English).
 */
export function emailLayout(title: string, bodyHtml: string, locale: Locale): string {
  return `<!doctype html>
<html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;color:#4338ca;padding-bottom:16px">NaRate</td></tr>
<tr><td style="font-size:16px;line-height:1.5">${bodyHtml}</td></tr>
<tr><td style="font-size:12px;color:#64748b;padding-top:24px">NaRate · Podgorica, Crna Gora · podrska@narate.me</td></tr>
</table></td></tr></table></body></html>`;
}
