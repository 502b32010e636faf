/**
 * The note the article reader shows once under every article. It lives here, in one place: the
 * articles themselves do not repeat it.
 */
export const NOT_ADVICE_NOTE =
  'This article is general information, not financial, legal or tax advice. Figures and rules change: check them with a qualified adviser, your bank or your conveyancer before you act.';
