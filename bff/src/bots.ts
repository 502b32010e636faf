import { createIsbotFromList, isbotPatterns, list } from 'isbot';

/** A browser that says it is driven by a program: headless Chrome names itself so. */
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36';

/**
 * Whether a request's records are a bot's rather than a visitor's: its User-Agent is on isbot's
 * maintained list, or the browser announced automation (a headless browser's User-Agent, a record
 * sent with `webdriver: true` from navigator.webdriver). `countAutomated` (COUNT_AUTOMATED_VISITS,
 * for the test stacks, whose visits are headless browsers under WebDriver) counts the announced
 * automation as visitors; the list's crawlers and tools stay bots.
 */
export function botDetector(countAutomated: boolean) {
  const automationPatterns = new Set(isbotPatterns(HEADLESS));
  const isBotAgent = countAutomated
    ? createIsbotFromList(list.filter((pattern) => !automationPatterns.has(pattern)))
    : createIsbotFromList(list);
  return (userAgent: string | undefined, records: ReadonlyArray<{ webdriver?: boolean | undefined }>): boolean => {
    if (userAgent && isBotAgent(userAgent)) return true;
    return !countAutomated && records.some((record) => record.webdriver === true);
  };
}
