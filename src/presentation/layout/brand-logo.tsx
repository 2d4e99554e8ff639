import { theme, Typography } from 'antd';
import { Link } from 'react-router-dom';

/** The word mark; an SVG-free logo keeps the header light. */
export function BrandLogo() {
  const { token } = theme.useToken();
  return (
    <Link to="/" aria-label="WOO X home" style={{ display: 'inline-flex', alignItems: 'center', flexShrink: 0 }}>
      <Typography.Text strong style={{ fontSize: token.fontSizeXL, letterSpacing: 1 }}>
        WOO<span style={{ color: token.colorPrimary }}> X</span>
      </Typography.Text>
    </Link>
  );
}
