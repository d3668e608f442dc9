import { formatMoney } from '../../src/domain/money.ts';
import type { OrderLineRow, OrderRow } from '../db/schema/index.ts';
import { localeFromHeader, translator } from '../i18n.ts';
import type { MailMessage } from '../mail/mailer.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The receipt of an order as a mail in the company's language (text and HTML). */
export function receiptMail(options: {
  to: string;
  order: OrderRow;
  lines: OrderLineRow[];
  companyName: string;
  venueName: string;
  currency: string;
  language: string;
  link: string;
}): MailMessage {
  const locale = localeFromHeader(options.language === 'se' ? 'sv' : options.language);
  const t = translator(locale);
  const money = (minor: number) => formatMoney(minor, options.currency, locale);
  const { order } = options;
  const subject = t.orders.receipt.subject({ number: order.number });
  const rows = options.lines.map((line) => `${line.quantity} × ${line.title}  ${money(line.total)}`);
  const vat = order.vat.map((rate) => `${t.orders.detail.vatRate()} ${rate.rate} %  ${money(rate.vat)}`);
  const text = [
    `${options.companyName} — ${options.venueName}`,
    `${t.orders.detail.title({ number: order.number })}  ${order.createdAt.toISOString()}`,
    '',
    ...rows,
    '',
    `${t.orders.columns.total()}  ${money(order.total)}`,
    ...vat,
  ].join('\n');
  const html = `<h1>${escapeHtml(options.companyName)}</h1><p>${escapeHtml(options.venueName)}</p><h2>${escapeHtml(
    t.orders.detail.title({ number: order.number }),
  )}</h2><table>${options.lines
    .map(
      (line) =>
        `<tr><td>${line.quantity}</td><td>${escapeHtml(line.title)}</td><td>${escapeHtml(money(line.total))}</td></tr>`,
    )
    .join(
      '',
    )}</table><p><strong>${escapeHtml(t.orders.columns.total())} ${escapeHtml(money(order.total))}</strong></p><p>${vat
    .map(escapeHtml)
    .join('<br>')}</p>`;
  return { to: options.to, subject, text, html, link: options.link };
}
