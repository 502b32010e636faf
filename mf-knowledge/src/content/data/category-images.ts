/**
 * One illustration per article category: the project's own flat SVG drawings, used as an
 * article's featuredImage. `categories` lists the five filterable categories in the Knowledge
 * Center's button order, then Financial Planning (the budgeting article only, not a filter).
 */
import bondAndTransferCosts from '../../assets/categories/bond-and-transfer-costs.svg';
import financialPlanning from '../../assets/categories/financial-planning.svg';
import firstTimePropertyBuyers from '../../assets/categories/first-time-property-buyers.svg';
import homeFinancePlanning from '../../assets/categories/home-finance-planning.svg';
import homeLoanInterestRates from '../../assets/categories/home-loan-interest-rates-south-africa.svg';
import propertyBuyingTips from '../../assets/categories/south-african-property-buying-tips.svg';

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

export const categoryImages: Record<CategoryName, string> = {
  'First-Time Property Buyers': firstTimePropertyBuyers,
  'Home Loan Interest Rates South Africa': homeLoanInterestRates,
  'Bond & Transfer Costs': bondAndTransferCosts,
  'South African Property Buying Tips': propertyBuyingTips,
  'Home Finance Planning': homeFinancePlanning,
  'Financial Planning': financialPlanning,
};
