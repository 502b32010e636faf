/**
 * The team section: five invented but plausible consultants (no real person's name or photo).
 * Avatars are the project's own initials SVGs. No member has a personal e-mail address or direct
 * line: the section gives the office's configured address and main line once, under the cards, and
 * the office routes the visitor to the consultant. Contact details are never written into content.
 */
import ayeshaPatel from '../../assets/team/ayesha-patel.svg';
import charleneAdams from '../../assets/team/charlene-adams.svg';
import lwaziMthembu from '../../assets/team/lwazi-mthembu.svg';
import nalediKhumalo from '../../assets/team/naledi-khumalo.svg';
import ruanPretorius from '../../assets/team/ruan-pretorius.svg';
import type { TeamMember } from './schemas.ts';

export const team: TeamMember[] = [
  {
    id: 'naledi-khumalo',
    name: 'Naledi Khumalo',
    position: 'Head of Bond Origination',
    experience: '14 years',
    specialization: 'Complex applications and rate negotiation',
    qualifications: [
      'BCom Finance',
      'Regulatory Examination for Representatives (RE5)',
      'Higher Certificate in Banking',
      'Advanced Credit Risk Management',
    ],
    bio: 'Naledi spent nine years in a major bank’s home-loan credit team before moving to origination, so she knows how an application looks from the other side of the desk. She leads our consultants and personally handles applications that need extra negotiation.',
    image: nalediKhumalo,
  },
  {
    id: 'ruan-pretorius',
    name: 'Ruan Pretorius',
    position: 'Senior Bond Consultant',
    experience: '11 years',
    specialization: 'Self-employed and business-owner applications',
    qualifications: [
      'BCom Accounting',
      'Regulatory Examination for Representatives (RE5)',
      'Certificate in Small Business Finance',
    ],
    bio: 'Ruan helps self-employed buyers and business owners present their income the way banks need to see it, from signed financial statements to tax assessments. He works closely with clients’ accountants before an application goes out.',
    image: ruanPretorius,
  },
  {
    id: 'ayesha-patel',
    name: 'Ayesha Patel',
    position: 'First-Time Buyer Specialist',
    experience: '8 years',
    specialization: 'First-time buyers, 100% bonds and First Home Finance',
    qualifications: ['Higher Certificate in Banking', 'Certificate in Financial Planning Fundamentals'],
    bio: 'Ayesha guides first-time buyers through budgeting, credit checks and deposits, and helps qualifying households apply for First Home Finance. She makes sure nobody signs an offer without knowing the full upfront costs.',
    image: ayeshaPatel,
  },
  {
    id: 'lwazi-mthembu',
    name: 'Lwazi Mthembu',
    position: 'Investment Property Consultant',
    experience: '9 years',
    specialization: 'Buy-to-let and multiple-property finance',
    qualifications: [
      'BCom Economics',
      'Postgraduate Diploma in Property Development and Management',
      'Property Practitioner qualification (NQF 5)',
    ],
    bio: 'Lwazi works with investors building a property portfolio, from a first rental flat to several units. He helps clients test rental yields and cash flow before they commit, and structures applications so each new bond does not block the next.',
    image: lwaziMthembu,
  },
  {
    id: 'charlene-adams',
    name: 'Charlene Adams',
    position: 'Building Loans and New Developments Consultant',
    experience: '7 years',
    specialization: 'Building loans, plot-and-plan and off-plan purchases',
    qualifications: ['National Diploma in Building', 'Higher Certificate in Banking'],
    bio: 'Charlene started her career with a residential builder before moving into finance, so she understands plans, contracts and NHBRC enrolment as well as bonds. She keeps building-loan applications and progress payments on track.',
    image: charleneAdams,
  },
];
