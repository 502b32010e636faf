import { Icon } from '@hl/shared/icons';
import bubble from './Bubble.module.css';

/** The × in the top-right corner of a dismissable card (the nudge, the callback prompt). */
export function DismissButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className={bubble.dismiss} aria-label="Dismiss" onClick={onClick}>
      <Icon name="close" size={16} />
    </button>
  );
}
