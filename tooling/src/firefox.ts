/**
 * Debian's Firefox ESR, driven over WebDriver BiDi (puppeteer-core): Playwright's own Firefox build
 * cannot be downloaded here. FIREFOX_PATH points elsewhere.
 */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
