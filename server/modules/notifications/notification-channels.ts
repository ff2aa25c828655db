import type { NotificationGroup } from '../../../domain/api/notification-settings';
import type { Language } from '../../../domain/errors';
import type { MessageParams } from '../../../domain/messages';
import type { NotificationEventKind } from '../../../domain/notification-events';
import type { PushPayload } from '../../../domain/push-payload';
import { translate } from '../../i18n/catalog';
import { appLink, unsubscribeMark } from '../mail/outbox-links';
import type { OutgoingMessage } from '../mail/outbox-repository';

/** The page an event opens: the loan it is about, else the message itself. */
export function appPathOf(notificationId: number | null, loanId: number | null): string {
  if (loanId) return `/loan/detail?id=${loanId}`;
  if (notificationId) return `/member/messages/${notificationId}`;
  return '/member/messages';
}

export const SETTINGS_PATH = '/account/centre/settings/notifications';

/** "#42": the loan's short number, all a lock screen says of which loan. */
export function shortLoanNumber(loanId: number | null): string {
  return loanId ? `#${loanId}` : '';
}

export interface PushInput {
  kind: NotificationEventKind;
  lang: Language;
  brand: string;
  firstName: string | null;
  loanId: number | null;
  /** The in-app words, shown instead only when the device asked to see amounts. */
  full: { title: string; body: string } | null;
  url: string;
  tag: string;
  unread?: number;
  group: NotificationGroup;
}

/** A push's text: the first name and the loan's short number at most, or the whole message if asked for. */
export function pushPayloadFor(input: PushInput): PushPayload {
  const params: MessageParams = {
    name: input.firstName?.trim() || translate('push.hello', input.lang),
    loanNumber: shortLoanNumber(input.loanId),
    brand: input.brand,
  };
  const bodyKey =
    !input.loanId && (input.kind === 'loanUpdate' || input.kind === 'paymentUpdate')
      ? `push.${input.kind}.noLoan.body`
      : `push.${input.kind}.body`;
  const text = input.full ?? {
    title: translate(`push.${input.kind}.title`, input.lang, params),
    body: translate(bodyKey, input.lang, params),
  };
  return {
    v: 1,
    title: text.title,
    body: text.body,
    url: input.url,
    tag: input.tag,
    lang: input.lang,
    ...(input.unread === undefined ? {} : { unread: input.unread }),
    group: input.group,
  };
}

export interface EmailInput {
  to: string;
  memberId: number;
  lang: Language;
  brand: string;
  firstName: string | null;
  subject: string;
  text: string;
  path: string;
  /** An optional message names its group (and carries an unsubscribe); a statutory one does not. */
  group: NotificationGroup | null;
  /** Says in its footer that the law requires it (no unsubscribe). */
  statutory: boolean;
  /**
   * A statutory notice's document: its plain text goes exactly as kept in the notice's record, with
   * nothing added; the HTML part frames the same words with the link back to the app.
   */
  verbatim?: boolean;
}

const HTML_LANG: Record<Language, string> = { en: 'en-GB', cn: 'zh-Hans', tw: 'zh-Hant' };

/**
 * The e-mail of a message, in plain text and in HTML, from the same words. The HTML loads nothing from
 * anywhere (no images, fonts or style sheets: styles are inline), so opening it tells nobody it was read.
 */
export function notificationEmail(input: EmailInput): OutgoingMessage {
  const { lang, brand } = input;
  const link = appLink(input.path);
  const settingsLink = appLink(SETTINGS_PATH);
  const greeting = input.firstName?.trim()
    ? translate('email.greeting', lang, { firstName: input.firstName.trim() })
    : translate('email.greeting.noName', lang);
  const why = input.group
    ? translate('email.why.optional', lang, {
        group: translate(`notify.group.${input.group}`, lang),
        settingsLink,
      })
    : input.statutory
      ? translate('email.why.statutory', lang)
      : null;
  const signOff = translate('email.signOff', lang, { brand });
  const text = input.verbatim
    ? input.text
    : [
        greeting,
        '',
        input.text,
        '',
        translate('email.open', lang, { link }),
        '',
        signOff,
        ...(why ? ['', '-- ', why] : []),
      ].join('\n');
  const html = htmlEmail({
    lang,
    brand,
    subject: input.subject,
    greeting: input.verbatim ? null : greeting,
    text: input.text,
    link,
    button: translate('email.openButton', lang, { brand }),
    signOff,
    why,
  });
  const headers: Record<string, string> = input.group
    ? {
        'List-Unsubscribe': `<${appLink(`/api/notification/email/unsubscribe?token=${unsubscribeMark(input.memberId, input.group)}`)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : {};
  return { channel: 'email', destination: input.to, subject: input.subject, body: text, html, headers };
}

function htmlEmail(parts: {
  lang: Language;
  brand: string;
  subject: string;
  greeting: string | null;
  text: string;
  link: string;
  button: string;
  signOff: string;
  why: string | null;
}): string {
  const paragraphs = parts.text
    .split(/\n{2,}/)
    .map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');
  return [
    '<!doctype html>',
    `<html lang="${HTML_LANG[parts.lang]}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(parts.subject)}</title></head>`,
    '<body style="margin:0;padding:24px 12px;background:#eef2f5;color:#14212b;font-family:-apple-system,BlinkMacSystemFont,\'Segoe UI\',Roboto,Arial,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 16px;font-weight:700;color:#0a5872">${escapeHtml(parts.brand)}</p>`,
    `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3">${escapeHtml(parts.subject)}</h1>`,
    parts.greeting ? `<p style="margin:0 0 16px">${escapeHtml(parts.greeting)}</p>` : '',
    paragraphs,
    `<p style="margin:24px 0"><a href="${escapeHtml(parts.link)}" style="display:inline-block;background:#0a5872;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(parts.button)}</a></p>`,
    `<p style="margin:0 0 16px">${escapeHtml(parts.signOff)}</p>`,
    parts.why
      ? `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #d5dde3;font-size:13px;color:#44525e">${linkify(escapeHtml(parts.why))}</p>`
      : '',
    '</div></body></html>',
  ].join('\n');
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The settings link in the footer, made clickable (it is the only URL the footer holds). */
function linkify(escaped: string): string {
  return escaped.replace(
    /\{\{app-origin\}\}[^\s<]*/g,
    (url) => `<a href="${url}" style="color:#0a5872">${url}</a>`,
  );
}
