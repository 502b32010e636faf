/**
 * The note that what the site says is general information, not advice. It lives here, in one place:
 * the article reader shows it under every article, the knowledge center under the FAQs and the
 * calculators under every calculator; no text repeats it.
 */
export const NOT_ADVICE_NOTE =
  'This is general information, not financial, legal or tax advice. Figures and rules change: check them with a qualified adviser, your bank or your conveyancer before you act.';
