import btn from '@hl/shared/button.module.css';
import { Modal } from '@hl/shared/modal';
import { formatRand } from '@hl/shared/money';
import { site } from '@hl/shared/site';

/** The terms dialog the footer opens. */
export default function TermsOfService({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Terms of Service" onClose={onClose}>
      <p>
        {site.brandName} is a bond originator. We submit your home-loan application to participating banks, negotiate on
        your behalf and present the offers we receive. Our service is free to you; banks may pay us a once-off fee when
        you accept an offer.
      </p>
      <p>
        Figures on this site, including calculator results, are estimates for information only. They are not an offer of
        credit: every bank decides on its own criteria, and final rates, fees and costs are those in the bank's
        quotation and the attorneys' accounts.
      </p>
      <p>
        We process the personal information you give us only to handle your enquiry or application, as the Protection of
        Personal Information Act requires, and we share it with banks only with your consent.
      </p>
      <p>
        {`Estate agent cashback: up to ${formatRand(site.agentCashback.headlineUpTo)} per successfully registered deal, based on 0.5% commission; the partner terms also set cashback of 0.1% of the loan value, capped at ${formatRand(site.agentCashback.termsCap)}, payable after registration and three months of a value-added service premium. T&Cs apply.`}
      </p>
      <button type="button" className={btn.primary} onClick={onClose}>
        Close
      </button>
    </Modal>
  );
}
