import type { TranslationFunctions } from '../../../src/i18n/i18n-types.ts';
import type { MailMessage } from './mailer.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface Parts {
  to: string;
  subject: string;
  greeting: string;
  body: string;
  button: string;
  expiry: string;
  link: string;
  dir: 'ltr' | 'rtl';
  t: TranslationFunctions;
}

/** One layout for every mail: plain text and a simple, inline-styled HTML version. */
function compose({ to, subject, greeting, body, button, expiry, link, dir, t }: Parts): MailMessage {
  const fallback = t.auth.mail.linkFallback();
  const signature = t.auth.mail.signature();
  const text = [greeting, '', body, '', `${button}: ${link}`, '', expiry, '', signature].join('\n');
  const html = `<!doctype html>
<html dir="${dir}"><body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<tr><td>
<p style="font-weight:700;color:#0f766e;font-size:20px;margin:0 0 24px">Ordna</p>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p style="margin:32px 0"><a href="${escapeHtml(link)}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(button)}</a></p>
<p style="color:#475569;font-size:14px">${escapeHtml(expiry)}</p>
<p style="color:#475569;font-size:14px">${escapeHtml(fallback)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(signature)}</p>
</td></tr></table></body></html>`;
  return { to, subject, text, html, link };
}

export function activationMail(
  t: TranslationFunctions,
  dir: 'ltr' | 'rtl',
  to: string,
  name: string,
  link: string,
) {
  const m = t.auth.mail;
  return compose({
    to,
    subject: m.activationSubject(),
    greeting: m.greeting({ name }),
    body: m.activationBody(),
    button: m.activationButton(),
    expiry: m.activationExpiry(),
    link,
    dir,
    t,
  });
}

export function passwordResetMail(
  t: TranslationFunctions,
  dir: 'ltr' | 'rtl',
  to: string,
  name: string,
  link: string,
) {
  const m = t.auth.mail;
  return compose({
    to,
    subject: m.resetSubject(),
    greeting: m.greeting({ name }),
    body: m.resetBody(),
    button: m.resetButton(),
    expiry: m.resetExpiry(),
    link,
    dir,
    t,
  });
}

/** An invitation to a company's back office (issue 21): the link sets the invitee's password. */
export function invitationMail(
  t: TranslationFunctions,
  dir: 'ltr' | 'rtl',
  to: string,
  name: string,
  company: string,
  link: string,
) {
  const m = t.staff.accounts.mail;
  return compose({
    to,
    subject: m.subject({ company }),
    greeting: t.auth.mail.greeting({ name }),
    body: m.body({ company }),
    button: m.button(),
    expiry: m.expiry(),
    link,
    dir,
    t,
  });
}
