import { Alert, Button, Result, Typography } from 'antd';
import { LOGIN_PATH, loginPathFor } from '../../domain/navigation/login-redirect';
import { Link } from './navigation';

/** A page's heading (its one h1) and, when given, the secondary line under it. */
export function PageHeading({ title, subtitle }: { readonly title: string; readonly subtitle?: string }) {
  const heading = (
    <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
      {title}
    </Typography.Title>
  );
  if (subtitle === undefined) return heading;
  return (
    <div>
      {heading}
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {subtitle}
      </Typography.Paragraph>
    </div>
  );
}

interface SignInProps {
  /** What signing in would show. */
  readonly title: string;
  /** The button's label. */
  readonly action: string;
  /** The page sign-in comes back to (path and query); without it, sign-in goes home. */
  readonly back?: string;
}

/** What a signed-in page (or part of one) shows a visitor: why to sign in, and a button to the sign-in page. */
export function SignInPrompt({ title, action, back }: SignInProps) {
  return (
    <Result
      status="info"
      title={title}
      extra={
        <Link to={back === undefined ? LOGIN_PATH : loginPathFor({ pathname: back })}>
          <Button type="primary">{action}</Button>
        </Link>
      }
    />
  );
}

/** What a part of a page shows when its data could not be read: why, and a button that reads it again. */
export function RetryAlert({ title, retry, onRetry }: { readonly title: string; readonly retry: string; readonly onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      action={
        <Button size="small" onClick={onRetry}>
          {retry}
        </Button>
      }
    />
  );
}
