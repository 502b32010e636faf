/**
 * The one list of analytics names: what the site's parts record and what the BFF's summaries count.
 * Plain data (no React), so the BFF imports it too. A name missing here does not typecheck where it
 * is recorded.
 */
export const EVENT_TYPES = [
  // navigation and calls to action
  'nav_click',
  'cta_click',
  'contact_click',
  'get_pre_approved',
  'contact_expert',
  'explainer_toggle',
  'PreApprovalLanding',
  // the floating contact widget, its nudge and the delayed callback prompt
  'contact_widget_open',
  'nudge_shown',
  'nudge_dismissed',
  'callback_prompt_shown',
  'callback_prompt_dismissed',
  'callback_prompt_used',
  // calculators
  'calculator_tile',
  'calculator_selected',
  /**
   * A calculator showed the visitor a result, however it was opened: once per opening (a card, a
   * hero tile or a link naming it) and, for the calculator shown by default, at the visitor's first
   * change of its figures. element: the calculator's id; value: how it opened (`card`, `link`,
   * `input`). What the insights page's "Calculators" counts as uses.
   */
  'calculator_used',
  'input_blur',
  'discuss_expert_toggle',
  // dialogs and lead forms
  'modal_impression',
  'modal_close',
  /** The visitor first focused a field of a lead form (once per form shown); element: the form. */
  'lead_form_focus',
  'form_submit',
  'newsletter_submit',
  'newsletter_signup',
  'contact_form_submitted',
  // knowledge center
  /**
   * The reader opened an article (from a card, its URL or a link in another article); element: the
   * article's id, value: its title. What the cards' "views" and the insights page's Articles count.
   */
  'article_open',
  /**
   * A click on or inside an element carrying `data-article-id` (every card's Read More), recorded
   * by the tracker; element: the article's id. A click, not a read: no count of reads includes it.
   */
  'article_view',
  'article_read_duration',
  'article_share',
  'article_share_clipboard',
  'featured_article_click',
  'filter_category',
  'faq_category_change',
  'faq_open',
  'team_email_click',
  'team_phone_click',
  // what the tracker observes by itself
  'input',
  'exit',
  'section_view',
  'section_exit',
  'scroll_depth',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** A lead stored: one conversion per successful form. */
export const CONVERSION_TYPES = [
  'contact_message',
  'callback_request',
  'partner_registration',
  'newsletter_signup',
] as const;
export type ConversionType = (typeof CONVERSION_TYPES)[number];

/**
 * Events the page makes by itself, never the visitor's doing: what the tracker observes (the page
 * hidden, sections in view, scroll depth), offers and prompts that open on a timer, a landing page's
 * load marker and the read time a closing reader reports. The provider marks each such record
 * `passive` as it records it; other events are passive only when the code recording them says so
 * (an article opened because the page was loaded at its address). A passive event never makes a
 * visit count as one where the visitor acted (bounce, opened a lead form).
 */
export const PAGE_EVENT_TYPES = [
  'exit',
  'section_view',
  'section_exit',
  'scroll_depth',
  'nudge_shown',
  'callback_prompt_shown',
  'modal_impression',
  'PreApprovalLanding',
  'article_read_duration',
] as const satisfies readonly EventType[];

/** Named types the BFF's summaries query by. */
export const CALCULATOR_SELECTED = 'calculator_selected' satisfies EventType;
export const CALCULATOR_USED = 'calculator_used' satisfies EventType;
export const ARTICLE_OPEN = 'article_open' satisfies EventType;
export const ARTICLE_READ_DURATION = 'article_read_duration' satisfies EventType;
