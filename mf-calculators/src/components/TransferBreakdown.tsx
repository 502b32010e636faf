import type { TransferBill } from '@hl/shared/finance';
import { Link } from '@hl/shared/router';
import { BOND_COSTS_ARTICLE_PATH } from '@hl/shared/site-map';
import { formatRand, formatRandCents } from '../domain/index.ts';
import styles from './TransferBreakdown.module.css';

/**
 * The transfer calculator's bill line by line, under the headings of its results: each line with
 * what it follows, dated, and its source; then that the whole is an estimate a conveyancer confirms.
 */
export function TransferBreakdown({ bill }: { bill: TransferBill }) {
  return (
    <div className={styles.breakdown} data-breakdown="">
      <h5 className={styles.title}>The bill, line by line</h5>
      {bill.groups.map((group) => (
        <table className={styles.table} key={group.id} data-group={group.id}>
          <caption className={styles.caption}>
            {group.heading} <span className={styles.subtotal}>{formatRand(group.subtotal)}</span>
          </caption>
          <thead className={styles.head}>
            <tr>
              <th scope="col">Item, and what it follows</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {group.lines.map((line) => {
              const source = line.figure.sources[0];
              return (
                <tr key={line.label} className={line.estimate ? styles.estimate : undefined}>
                  {/* What the line follows sits under its name: two columns fit a phone's width. */}
                  <th scope="row" className={styles.item}>
                    {line.label}
                    <span className={styles.basis}>
                      {line.basis}
                      {source ? (
                        <>
                          {' · '}
                          <a href={source.url} rel="noopener noreferrer" target="_blank" title={source.title}>
                            {source.publisher}
                          </a>
                        </>
                      ) : null}
                    </span>
                  </th>
                  <td className={styles.amount}>{formatRandCents(line.amount)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
      <p className={styles.note} role="note">
        This is an estimate: your conveyancer confirms the final bill, and attorneys may charge less than the guideline.{' '}
        <Link to={BOND_COSTS_ARTICLE_PATH}>Bond and transfer costs explained</Link>
      </p>
    </div>
  );
}
