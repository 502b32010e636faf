/**
 * One illustration per article category: the project's own flat SVG drawings, used as an
 * article's featuredImage.
 */
import bondAndTransferCosts from '../../assets/categories/bond-and-transfer-costs.svg';
import financialPlanning from '../../assets/categories/financial-planning.svg';
import firstTimePropertyBuyers from '../../assets/categories/first-time-property-buyers.svg';
import homeFinancePlanning from '../../assets/categories/home-finance-planning.svg';
import homeLoanInterestRates from '../../assets/categories/home-loan-interest-rates-south-africa.svg';
import propertyBuyingTips from '../../assets/categories/south-african-property-buying-tips.svg';
import { type CategoryName, categories, filterableCategories } from './categories.ts';

export { type CategoryName, categories, filterableCategories };

export const categoryImages: Record<CategoryName, string> = {
  'First-Time Property Buyers': firstTimePropertyBuyers,
  'Home Loan Interest Rates South Africa': homeLoanInterestRates,
  'Bond & Transfer Costs': bondAndTransferCosts,
  'South African Property Buying Tips': propertyBuyingTips,
  'Home Finance Planning': homeFinancePlanning,
  'Financial Planning': financialPlanning,
};
