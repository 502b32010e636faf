import { escapeHtml } from '@hl/shared/metadata';
import { site } from '@hl/shared/site';

/** What the unsubscribe page says: asks (with the button), confirms, or explains a bad link. */
export type UnsubscribePage = 'confirm' | 'unsubscribed' | 'already' | 'invalid';

const TEXTS: Record<UnsubscribePage, { title: string; body: string }> = {
  confirm: {
    title: 'Unsubscribe from our newsletter?',
    body: `Press the button below and we’ll stop sending the ${site.brandName} newsletter to this address.`,
  },
  unsubscribed: {
    title: 'You’re unsubscribed',
    body: 'We won’t send you our newsletter any more. If you change your mind, you can sign up again on our website.',
  },
  already: {
    title: 'You’re already unsubscribed',
    body: 'This address is no longer on our newsletter list, so there’s nothing more to do.',
  },
  invalid: {
    title: 'This unsubscribe link isn’t valid',
    body: `The link may have been cut short or changed on its way to you. Please use the link in our most recent e-mail, or e-mail ${site.email} and we’ll take you off the list.`,
  },
};

/**
 * The small page of GET and POST /contact/newsletter/unsubscribe. GET only asks: mail scanners
 * open links to check them, so opening the link must change nothing; the button POSTs the token.
 */
export function unsubscribePage(page: UnsubscribePage, token?: string): string {
  const { title, body } = TEXTS[page];
  const form =
    page === 'confirm' && token
      ? `<form method="post" action="/contact/newsletter/unsubscribe"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Unsubscribe</button></form>`
      : `<p><a href="/">Back to ${escapeHtml(site.brandName)}</a></p>`;
  return `<!doctype html>
<html lang="en-ZA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(site.brandName)}</title>
<style>
body{margin:0;background:#f6f8fb;color:#1d2b3a;font:16px/1.5 Arial,Helvetica,sans-serif}
main{max-width:32rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #d6dee8;border-radius:.75rem}
h1{margin:0 0 1rem;font-size:1.5rem;color:#0f2742}
a{color:#0b7a6f}
button{padding:.75rem 1.25rem;border:0;border-radius:.5rem;background:#0f2742;color:#fff;font:inherit;font-weight:bold;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f2b705;outline-offset:2px}
</style>
</head>
<body>
<main>
<p>${escapeHtml(site.brandName)}</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
${form}
</main>
</body>
</html>
`;
}
