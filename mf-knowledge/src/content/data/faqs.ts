/**
 * The Knowledge Center's FAQ tabs: general (our service), educate (bonds and buying costs) and
 * build (building loans and new developments). Moving figures are written as placeholders
 * ({{prime}}, {{initiation-fee}}): the content build computes them from @hl/shared/figures and
 * writes the answers visitors read to src/content/generated/faqs.ts (content/README.md). The
 * lenders named are the configured partner list (@hl/shared/banks) and the service figures are
 * the site configuration's claims, so neither is written here.
 */
import { banks } from '@hl/shared/banks';
import { banksPerApplication, site } from '@hl/shared/site';
import type { Faq } from './schemas.ts';

const { claims } = site;

/** "Absa, FNB and Nedbank". */
function listOf(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export const faqs: Faq[] = [
  // -------------------------------------------------------------------------------------------
  // General: the service, cost, banks, timing, documents
  {
    id: 'general-what-we-do',
    category: 'general',
    question: 'What does a bond originator do?',
    answer: `A bond originator is a home-loan broker. You complete one application, we check it is complete and send it to up to ${banksPerApplication} banks at the same time. Each bank assesses you and, if it approves, makes an offer; we compare the offers, negotiate on the interest rate and conditions, and explain the differences so you can choose. We stay involved until the bank issues its final approval and instructs the bond attorneys.`,
  },
  {
    id: 'general-cost',
    category: 'general',
    question: 'How much does your service cost me?',
    answer:
      'Nothing. Our service is free to you: the bank whose offer you accept may pay us a once-off fee, and that does not change your interest rate or your repayment. The normal costs of buying a home still apply, such as the bank’s initiation fee (capped by the National Credit Act at {{initiation-fee}} including VAT), attorneys’ fees, Deeds Office fees and transfer duty, but none of them is paid to us.',
  },
  {
    id: 'general-banks',
    category: 'general',
    question: 'Which banks do you send my application to?',
    answer: `Up to ${banksPerApplication} banks and lenders, among them ${listOf(banks.map((bank) => bank.name))}. Which of them we approach depends on your profile: some specialise in self-employed buyers, higher-value homes or 100% bonds for first-time buyers. You will always know which banks have your application, and you are free to accept any offer or none.`,
  },
  {
    id: 'general-credit-enquiries',
    category: 'general',
    question: 'Will applying to several banks at once hurt my credit record?',
    answer:
      'Each bank runs a credit check, and each check is recorded as an enquiry. A handful of enquiries made together for one home loan has a small effect; missed payments, arrears and how much of your available credit you use matter far more. Applying once through us also avoids the longer trail of applying to one bank after another over several months.',
  },
  {
    id: 'general-timing',
    category: 'general',
    question: 'How long does it take to get an answer?',
    answer: `Once we have your complete documents, we aim to come back to you within ${claims.responseTime.value.words} with a pre-approval response. A full bond application, including the bank’s valuation of the property, usually takes a few days to a couple of weeks depending on the bank and how quickly documents arrive. After you accept an offer, transfer and bond registration typically take another 6 to 8 weeks, sometimes longer.`,
  },
  {
    id: 'general-documents',
    category: 'general',
    question: 'What documents do I need to apply?',
    answer:
      'Salaried applicants need a copy of their green barcoded ID or smart ID card, their latest three months’ payslips, three months’ bank statements showing the salary deposits, and a recent proof of residential address for FICA. Once you have found a home, add the signed offer to purchase. If you are buying with a spouse or partner, both of you supply the same documents.',
  },
  {
    id: 'general-self-employed',
    category: 'general',
    question: 'Can I apply if I am self-employed?',
    answer:
      'Yes. Banks ask self-employed applicants for more proof of income: usually the last two years’ financial statements signed by an accountant, six months’ business and personal bank statements, recent SARS income tax assessments and sometimes a letter from your accountant confirming your income. We know which lenders are most comfortable with self-employed income and prepare the application with you before it goes out.',
  },
  {
    id: 'general-pre-approval',
    category: 'general',
    question: 'What is the difference between pre-approval and final approval?',
    answer:
      'Pre-approval tells you how much a bank is likely to lend you, based on your income, expenses and credit record. It helps you shop in the right price range and shows sellers that you are serious, and it typically lasts about 60 to 90 days. Final approval comes after you sign an offer on a specific home: the bank values that property and confirms your documents before it issues a formal bond offer.',
  },
  {
    id: 'general-obligation',
    category: 'general',
    question: 'Do I have to accept one of the offers?',
    answer:
      'No. You are free to accept any offer or none. We set out each bank’s interest rate, monthly repayment, fees and conditions side by side so you can compare them properly, and we can go back to a bank to negotiate before you decide. Once you sign a bank’s quotation, that bank proceeds with registering your bond.',
  },
  {
    id: 'general-switch',
    category: 'general',
    question: 'Can you help me move my existing bond to another bank?',
    answer:
      'Yes, we can apply to other banks for a better rate on a home you already own. Switching means cancelling your current bond and registering a new one, so there are attorneys’ and Deeds Office costs to weigh against the saving. Your current bank also needs 90 days’ notice of the cancellation, or it may charge an early-cancellation penalty for the shortfall, so give notice as soon as you decide.',
  },

  // -------------------------------------------------------------------------------------------
  // Educate: bonds, rates, transfer duty, deposits, credit
  {
    id: 'educate-what-is-a-bond',
    category: 'educate',
    question: 'What exactly is a bond?',
    answer:
      'In South Africa a home loan is called a bond because the loan is secured by a mortgage bond registered over the property at the Deeds Office. You repay the loan with interest in monthly instalments, most often over 20 years (some banks allow up to 30). If you fail to repay, the bank can have the property sold to recover what is owed. When the loan is paid off, the bond is cancelled at the Deeds Office.',
  },
  {
    id: 'educate-interest-rates',
    category: 'educate',
    question: 'How is my bond interest rate set?',
    answer:
      'Most bonds have a variable rate linked to the prime lending rate, for example prime minus 0.5% or prime plus 1%. Prime is the Reserve Bank’s repo rate plus {{prime.spread}}, and the repo rate can change at each of the six Monetary Policy Committee meetings a year. On {{prime.decided}} the Reserve Bank raised the repo rate to {{repo}}, and prime has been {{prime}} since {{prime.since}}; check the latest decision before you rely on any figure. Your margin above or below prime depends on your credit record, deposit and income, which is why it pays to have several banks compete.',
  },
  {
    id: 'educate-fixed-vs-variable',
    category: 'educate',
    question: 'Should I choose a fixed or a variable interest rate?',
    answer:
      'A variable rate moves with prime, so your repayment falls when rates are cut and rises when they increase. A fixed rate keeps your repayment the same for an agreed period, usually 1 to 5 years and most often 1 or 2, but it normally starts higher than the variable rate on offer. Banks generally let you request a fixed rate once your variable-rate bond has been approved. Fixing suits a tight budget that could not absorb an increase; variable is usually cheaper when rates are expected to stay flat or fall.',
  },
  {
    id: 'educate-transfer-duty',
    category: 'educate',
    question: 'How much transfer duty will I pay?',
    answer:
      'Transfer duty is a tax paid to SARS by the buyer, on a sliding scale like income tax. Under the table in force from {{duty.since}} there is no duty up to {{duty.free-up-to}}; above that, each band pays its own rate on the part of the price inside it, from {{duty.rate price=1300000}} to {{duty.rate price=20000000}}. A R1,800,000 home pays {{duty price=1800000}}, a R2,500,000 home {{duty price=2500000}}. Our article on transfer duty has the whole table. No transfer duty is payable when the seller is a VAT vendor charging VAT, as on most new developments.',
  },
  {
    id: 'educate-deposit',
    category: 'educate',
    question: 'How big a deposit do I need?',
    answer:
      'A deposit of 10 to 20% of the price is a good guide: it lowers the amount you borrow and usually earns you a better interest rate. It is not always required, because some banks offer 100% bonds to first-time buyers with a strong credit record and stable income. Remember to save separately for the transfer and bond registration costs, which are not included in a 100% bond.',
  },
  {
    id: 'educate-credit-score',
    category: 'educate',
    question: 'What credit score do I need for a home loan?',
    answer:
      'There is no single cut-off, and the credit bureaus use different scales, but a score above about 650 generally helps. Banks look at more than the number: whether you pay every account on time, any judgments or defaults, how much debt you already carry and how long your credit history is. Paying accounts on time, lowering card balances and not opening new credit before you apply all improve your chances.',
  },
  {
    id: 'educate-affordability',
    category: 'educate',
    question: 'How much can I afford to borrow?',
    answer:
      'Banks usually cap the bond repayment at about 30% of your gross monthly income, and they also check that you have money left over after your existing debt and living expenses. As an example, R1,000,000 over 20 years at prime, {{prime}} since {{prime.since}}, costs {{instalment loan=1000000 rate=prime years=20}} a month, which needs a gross income of roughly {{instalment.income loan=1000000 rate=prime years=20 share=30}}. The affordability calculator on this site works out your own figure.',
  },
  {
    id: 'educate-upfront-costs',
    category: 'educate',
    question: 'Which costs must I pay upfront besides the deposit?',
    answer:
      'The main ones are transfer duty (if the price is above {{duty.free-up-to}}), the transfer attorney’s fees, the bond registration attorney’s fees, Deeds Office fees and the bank’s initiation fee, which the National Credit Act caps at {{initiation-fee}} including VAT. On a R1,500,000 home with a R1,350,000 bond the transfer and bond costs come to about {{upfront.share price=1500000 bond=1350000 round=whole}} of the price ({{upfront price=1500000 bond=1350000}}) at the attorneys’ guideline fees. A common rule of thumb is to set aside 8 to 10% of the price for everything upfront, including moving costs and a cushion. The transfer cost calculator on this site gives your own figures.',
  },
  {
    id: 'educate-first-home-finance',
    category: 'educate',
    question: 'What is First Home Finance (formerly FLISP)?',
    answer:
      'First Home Finance, previously called FLISP, is a government subsidy run by the National Housing Finance Corporation for first-time buyers who earn too much for a free government home but struggle to qualify for a bond. It is for households earning {{fhf.income-min}} to {{fhf.income-max}} a month gross. The once-off subsidy is worked out on a sliding scale: the lower the income, the larger the subsidy, from {{fhf.subsidy-min}} to {{fhf.subsidy-max}} since the 2023/24 financial year. It can go towards the deposit, the transfer costs or the price. The amounts are revised from time to time, so check the current figures with the NHFC or your bank.',
  },
  {
    id: 'educate-extra-payments',
    category: 'educate',
    question: 'Does paying extra into my bond really make a difference?',
    answer:
      'Yes. Bond interest is calculated on the outstanding balance, so every extra rand reduces the interest charged from then on. Even a small extra amount each month can take years off a 20-year bond and save a large sum in interest. Many bonds let you withdraw extra payments again later, which makes them a useful emergency buffer. The extra payment calculator on this site shows the effect on your own bond.',
  },
  {
    id: 'educate-transfer-time',
    category: 'educate',
    question: 'How long does the transfer of a property take?',
    answer:
      'Transfer and bond registration usually take about 6 to 8 weeks from the signed offer, and often longer if there are conditions to meet, such as the sale of the buyer’s current home or clearance certificates from the municipality. Once the attorneys lodge the documents, the Deeds Office examination takes about 8 to 10 working days before registration.',
  },

  // -------------------------------------------------------------------------------------------
  // Build: building loans, plot-and-plan, progress payments, NHBRC, VAT on new developments
  {
    id: 'build-building-loan',
    category: 'build',
    question: 'What is a building loan and how is it different from a normal bond?',
    answer:
      'A building loan is a bond used to build a new home (or add to an existing one) on land you own or are buying. Instead of paying the full amount at transfer, the bank pays it out in stages as construction progresses, after its inspector confirms the work. You pay interest only on the amount paid out so far, and full repayments start once the build is complete. Banks usually ask for approved building plans, a fixed-price building contract and a builder registered with the NHBRC.',
  },
  {
    id: 'build-plot-and-plan',
    category: 'build',
    question: 'What is a plot-and-plan loan?',
    answer:
      'A plot-and-plan loan finances the purchase of a vacant stand and the building of a home on it under one bond. The land portion is paid at transfer and the building portion is released in progress payments. Banks usually require building to start within a set period after the land registers, often a few months, and to be completed within a set time, so have your plans, builder and contract ready when you apply.',
  },
  {
    id: 'build-progress-payments',
    category: 'build',
    question: 'How do progress payments work?',
    answer:
      'The bank releases the building portion of the loan in stages, typically at foundation level, wall-plate height, roof and completion. Before each payment the bank’s inspector visits the site to confirm the work has been done, and the payment goes to the builder for that completed stage only. Banks commonly hold back the last payment until the home is finished and the municipality has issued an occupancy certificate. During construction you normally pay interest on the amount drawn so far.',
  },
  {
    id: 'build-nhbrc',
    category: 'build',
    question: 'What is NHBRC enrolment and why does the bank need it?',
    answer:
      'The National Home Builders Registration Council (NHBRC) protects buyers of new homes. By law a home builder must be registered with the NHBRC and must enrol each new home before construction starts. Enrolment gives you the NHBRC warranty: major structural defects are covered for 5 years, roof leaks for 12 months and other non-compliance with NHBRC standards for 3 months after occupation. Banks will not finance a new home built by a builder unless it is enrolled, and an owner-builder needs an NHBRC exemption.',
  },
  {
    id: 'build-vat-not-transfer-duty',
    category: 'build',
    question: 'Do I pay transfer duty when I buy in a new development?',
    answer:
      'Usually not. When the developer is a VAT vendor, the price includes {{vat}} VAT and no transfer duty is payable on top. Many developers also pay the transfer attorney’s fees, advertised as “transfer costs included”. You still pay the bond registration costs and the bank’s initiation fee, so ask what is included before you sign. Buying a home in an older complex from a private seller means transfer duty applies as normal.',
  },
  {
    id: 'build-off-plan-payments',
    category: 'build',
    question: 'When do I start repaying a bond on an off-plan purchase?',
    answer:
      'Bond repayments start only once the property transfers into your name and the bond registers, which happens after the unit is completed. Any deposit you pay beforehand should be held in the conveyancer’s trust account, not paid directly to the developer. Because building can take many months, the bank may revalue the unit or recheck your finances before registration, so keep your credit record and income steady in the meantime.',
  },
  {
    id: 'build-documents',
    category: 'build',
    question: 'What does the bank need before it approves a building loan?',
    answer:
      'Besides your personal income documents, banks usually ask for municipality-approved building plans, a signed fixed-price building contract, the builder’s NHBRC registration and the home’s enrolment certificate, a specification or bill of quantities, and proof of the builder’s all-risk insurance. If you are buying the land too, add the signed offer to purchase for the stand. Incomplete building documents are the most common cause of delay, so we check them before the application goes out.',
  },
  {
    id: 'build-deposit',
    category: 'build',
    question: 'Do I need a bigger deposit to buy land or build?',
    answer:
      'Often, yes. Banks lend less against vacant land than against a finished home, because land is harder to sell, so a land-only loan usually needs a substantial deposit. A plot-and-plan package with a registered builder and approved plans can qualify for higher financing, because the bank lends against the value of the completed home. Each bank has its own limits, which is one reason to apply to several.',
  },
  {
    id: 'build-over-budget',
    category: 'build',
    question: 'What happens if my build costs more than the loan?',
    answer:
      'The bank will not automatically increase the loan, so any overrun has to be paid from your own funds, or through a further loan if you qualify. Protect yourself with a fixed-price contract, a detailed specification that leaves few items as provisional sums, and a contingency of 10 to 20% of the building cost. Changing the design after construction starts is the most common cause of overruns.',
  },
  {
    id: 'build-own-builder',
    category: 'build',
    question: 'Can I choose my own builder?',
    answer:
      'Yes, as long as the builder is registered with the NHBRC and the bank accepts them. Banks look at the builder’s registration, track record and the building contract before approving the loan. Ask for references, visit homes the builder has completed, and confirm the NHBRC registration yourself before you sign anything.',
  },
];
