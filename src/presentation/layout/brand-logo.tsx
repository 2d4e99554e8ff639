import { Link } from '../shared/navigation';

/** The word mark; an SVG-free logo keeps the header light. */
export function BrandLogo() {
  return (
    <Link to="/" aria-label="WOO X home" className="ex-brand">
      WOO<span>&nbsp;X</span>
    </Link>
  );
}
