/**
 * Shown when `/app-config.json` is missing or invalid: nothing else can start, and translations are
 * not loaded yet, so this page is plain English with the problems listed for whoever deploys.
 */
export function ConfigErrorPage({ problems }: { problems: readonly string[] }) {
  return (
    <main role="alert" className="ex-config-error">
      <h1 data-testid="config-error">The app is not configured correctly</h1>
      <p>The exchange could not start because its runtime configuration is invalid. Please try again later.</p>
      <ul>
        {problems.map((p) => (
          <li key={p}>
            <code>{p}</code>
          </li>
        ))}
      </ul>
    </main>
  );
}
