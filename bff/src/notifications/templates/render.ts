import { escapeHtml } from '@hl/shared/metadata';
import { site } from '@hl/shared/site';

/**
 * E-mails as data: a template says what to write (paragraphs, a table of details, a quoted text, a
 * button) and this module writes it twice, as plain text and as HTML with every value escaped.
 * Written here rather than with a template engine: twenty lines, typed fields, and one source for
 * both versions, so the two can never say different things. No images, no tracking: every link is
 * a plain link to our own site or to the people concerned.
 */

/** A link; in plain text a tel: or mailto: link shows its label, any other its address too. */
export interface Link {
  href: string;
  label?: string;
}
export type Inline = string | Link;
export type Block =
  | { p: Inline[] }
  /** Label and value rows; rows without a value are left out. */
  | { rows: Array<[label: string, value: Inline | null | undefined]> }
  /** Text kept as written, line breaks and all (a visitor's message). */
  | { quote: string }
  | { button: Required<Link> };

export interface EmailContent {
  subject: string;
  /** The body, from the greeting to the sign-off. */
  blocks: Block[];
  /** Small print under the body: who we are, why this came, the privacy notice, unsubscribing. */
  footer: Block[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const isLink = (inline: Inline): inline is Link => typeof inline !== 'string';
const quiet = (href: string) => /^(tel|mailto):/.test(href);

function inlineText(inline: Inline): string {
  if (!isLink(inline)) return inline;
  const label = inline.label ?? inline.href;
  return quiet(inline.href) || label === inline.href ? label : `${label} (${inline.href})`;
}

function blockText(block: Block): string {
  if ('p' in block) return block.p.map(inlineText).join('');
  if ('rows' in block)
    return block.rows
      .filter(([, value]) => value != null && value !== '')
      .map(([label, value]) => `${label}: ${inlineText(value as Inline)}`)
      .join('\n');
  if ('quote' in block) return block.quote.replace(/^/gm, '> ');
  return `${block.button.label}: ${block.button.href}`;
}

// Colours of the site's palette (shell/src/styles/global.css); inline, as many mail programs drop <style>.
const INK = '#1d2b3a';
const MUTED = '#4a5868';
const LINE = '#d6dee8';
const NAVY = '#0f2742';
const TEAL = '#0b7a6f';

function inlineHtml(inline: Inline): string {
  if (!isLink(inline)) return escapeHtml(inline);
  return `<a href="${escapeHtml(inline.href)}" style="color:${TEAL}">${escapeHtml(inline.label ?? inline.href)}</a>`;
}

function blockHtml(block: Block, size = 16): string {
  const p = `margin:0 0 16px;font-size:${size}px`;
  if ('p' in block) return `<p style="${p}">${block.p.map(inlineHtml).join('')}</p>`;
  if ('rows' in block) {
    const rows = block.rows
      .filter(([, value]) => value != null && value !== '')
      .map(
        ([label, value]) =>
          `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;font-weight:normal;color:${MUTED}">${escapeHtml(label)}</th><td style="padding:4px 0">${inlineHtml(value as Inline)}</td></tr>`,
      );
    return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:${size}px">${rows.join('')}</table>`;
  }
  if ('quote' in block)
    return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid ${LINE};white-space:pre-wrap">${escapeHtml(block.quote)}</blockquote>`;
  return `<p style="${p}"><a href="${escapeHtml(block.button.href)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${NAVY};color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(block.button.label)}</a></p>`;
}

/** The plain-text and HTML versions of an e-mail. */
export function renderEmail(email: EmailContent): RenderedEmail {
  const text = `${email.blocks.map(blockText).join('\n\n')}\n\n--\n${email.footer.map(blockText).join('\n\n')}\n`;
  const html = `<!doctype html>
<html lang="en-ZA">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(email.subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f8fb">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;color:${INK};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:${NAVY}">${escapeHtml(site.brandName)}</p>
${email.blocks.map((block) => blockHtml(block)).join('\n')}
<div style="margin-top:32px;padding-top:16px;border-top:1px solid ${LINE};color:${MUTED}">
${email.footer.map((block) => blockHtml(block, 13)).join('\n')}
</div>
</div>
</body>
</html>
`;
  return { subject: email.subject, text, html };
}
