/**
 * Reading time of an article body: words of the markdown without its markup, at 220 words a
 * minute, rounded to whole minutes ('7 min read'). Pure, no markdown parser needed.
 */

export const WORDS_PER_MINUTE = 220;

/** The body's text without markdown markup (headings, list markers, quotes, bold, table pipes, link targets). */
export function markdownToPlainText(markdown: string): string {
  return (
    markdown
      .replace(/\r\n?/g, '\n')
      .replace(/```[\s\S]*?```/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      // [text](target) and ![alt](src): keep the text only.
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^[ \t]*(?:>[ \t]?)+/gm, '')
      .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, '')
      // Table delimiter rows such as |---|:--:|.
      .replace(/^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/gm, ' ')
      .replace(/^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+/gm, '')
      .replace(/[|*`~]/g, ' ')
  );
}

/** Words are whitespace-separated pieces holding at least one letter or digit (so emoji and dashes are not words). */
export function countWords(markdown: string): number {
  return markdownToPlainText(markdown)
    .split(/\s+/)
    .filter((piece) => /[\p{L}\p{N}]/u.test(piece)).length;
}

export function readTimeMinutes(words: number): number {
  return Math.round(words / WORDS_PER_MINUTE);
}

export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}

/** '7 min read' for a markdown body. */
export function readTime(markdown: string): string {
  return formatReadTime(readTimeMinutes(countWords(markdown)));
}
