/**
 * The article categories: the five filterable ones in the Knowledge Center's button order, then
 * Financial Planning (the budgeting article only, not a filter). Plain data, no asset imports, so
 * the content compiler and the schemas can use it in Node.
 */
export const categories = [
  'First-Time Property Buyers',
  'Home Loan Interest Rates South Africa',
  'Bond & Transfer Costs',
  'South African Property Buying Tips',
  'Home Finance Planning',
  'Financial Planning',
] as const;

export type CategoryName = (typeof categories)[number];

/** The categories offered as filter buttons (Financial Planning is not one). */
export const filterableCategories = categories.slice(0, 5) as readonly Exclude<CategoryName, 'Financial Planning'>[];
