import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Icon } from '../../ui/icon';
import { chevronForward } from '../../ui/icons/chevron-forward';
import { loanKinds } from '../../ui/lending/loan-kinds';

/** The four loan kinds as cards linking to their pages. */
export function LoanKindCards() {
  const { i18n } = useLingui();
  return (
    <ul className="kind-grid" data-testid="loan-kinds">
      {loanKinds.map((product) => (
        <li key={product.kind}>
          <Link to={product.href} className="kind-card">
            <Icon icon={product.icon} aria-hidden="true" className="kind-card__icon" />
            <span className="kind-card__text">
              <strong>{i18n._(product.name)}</strong>
              <small>{i18n._(product.teaser)}</small>
            </span>
            <Icon icon={chevronForward} aria-hidden="true" className="kind-card__chevron" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
