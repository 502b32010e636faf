/**
 * The banks and home-loan lenders shown in the hero's logo row and the partners section. The logos
 * are the project's own plain wordmarks (the name set on a simple shape), not the banks' artwork.
 */
import absa from '../assets/banks/absa.svg';
import capitec from '../assets/banks/capitec.svg';
import fnb from '../assets/banks/fnb.svg';
import investec from '../assets/banks/investec.svg';
import nedbank from '../assets/banks/nedbank.svg';
import saHomeLoans from '../assets/banks/sa-home-loans.svg';
import standardBank from '../assets/banks/standard-bank.svg';

export interface Bank {
  /** Display name. */
  name: string;
  /** URL of the wordmark SVG. */
  logo: string;
  /** Alt text of the wordmark image. */
  alt: string;
}

export const banks: readonly Bank[] = [
  { name: 'Absa', logo: absa, alt: 'Absa' },
  { name: 'FNB', logo: fnb, alt: 'FNB (First National Bank)' },
  { name: 'Nedbank', logo: nedbank, alt: 'Nedbank' },
  { name: 'Standard Bank', logo: standardBank, alt: 'Standard Bank' },
  { name: 'Investec', logo: investec, alt: 'Investec' },
  { name: 'Capitec', logo: capitec, alt: 'Capitec' },
  { name: 'SA Home Loans', logo: saHomeLoans, alt: 'SA Home Loans' },
];
